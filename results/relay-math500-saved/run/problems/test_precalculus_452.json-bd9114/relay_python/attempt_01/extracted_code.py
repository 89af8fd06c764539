# Import necessary libraries
import sympy as sp

# Define the variables and equation
theta = sp.symbols('theta')
r = sp.symbols('r')
equation = r**2 * sp.cos(2*theta) - 4

# Simplify the equation to make it easier to analyze
simplified_equation = sp.simplify(equation)

# Check if the simplified equation is of the form x^2 + y^2 = k (circle)
if simplified_equation == r**2:
    print("RESULT: Circle")
    print("CONFIDENCE: 100")
else:
    # Print useful observations
    print("RESULT: Parabola")
    print("CONFIDENCE: 80")  # Example confidence based on initial analysis
