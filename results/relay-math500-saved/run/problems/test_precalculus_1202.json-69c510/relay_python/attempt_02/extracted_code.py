import math

def arccos_sum(x):
    # Check if the input x is within the domain of the arccos function
    if -1 <= x <= 1:
        return math.acos(x) + math.acos(2*x) + math.acos(3*x)
    else:
        raise ValueError("Input must be in the range [-1, 1]")

# Check the correctness of the code for several values of x
for x_val in [0.5, -0.5, 1/3, 2/3]:
    try:
        result = arccos_sum(x_val)
        print(f"arccos({x_val}) + arccos(2*{x_val}) + arccos(3*{x_val}) = {result}")
    except ValueError as e:
        print(e)

# Based on the results, determine the value of x
# We need to find a value of x such that the sum is π
# Let's use numerical methods to approximate the value of x

from scipy.optimize import fsolve
import numpy as np

def equation(x):
    return arccos_sum(x) - np.pi

# Initial guess for x
x_guess = 0.5

# Solve the equation
x_solution = fsolve(equation, x_guess)

print(f"The value of x that satisfies the equation is approximately {x_solution[0]}")

# Now we need to find the cubic polynomial whose roots are x Solution
from numpy.polynomial import Polynomial

# Define the roots as a list
roots = [x_solution[0], 2*x_solution[0] + 1/3, 3*x_solution[0] + 2/3]

# Create a polynomial from the roots
polynomial = Polynomial(roots)

# Get the coefficients of the polynomial
a, b, c, d = polynomial.coef

print(f"The cubic polynomial is x^3 + {b}x^2 + {c}x + {d}")
