# Import necessary libraries
from sympy import symbols, Eq

# Define variables
x, y = symbols('x y')

# Equation of the line
equation = Eq(x/4 + y/12, 1)

# Find the x-intercept by setting y=0
x_intercept = equation.subs(y, 0).solve(x)[0]

# Find the y-intercept by setting x=0
y_intercept = equation.subs(x, 0).solve(y)[0]

# Calculate the slope m
slope = equation.lhs.coeff(x) / equation.lhs.coeff(y)

# Print results
print(f"RESULT: {x_intercept + y_intercept + slope}")
print(f"CONFIDENCE: 100")
