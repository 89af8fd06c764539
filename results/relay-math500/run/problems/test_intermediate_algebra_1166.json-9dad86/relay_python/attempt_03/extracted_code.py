from sympy import symbols, sqrt

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression to minimize
expression = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / a*b

# Simplify the expression using sympy
simplified_expression = expression.simplify()

# Check if there is any variable that is not positive
for var in simplified_expression.free_symbols:
    if var < 0:
        print("Confidence: 0")
        print(f"RESULT: No positive values for {var}")
        return

# Solve the inequality to find the minimum value
import sympy as sp

# Define the variable to minimize
x = symbols('x')

# Define the expression to minimize
expression_to_minimize = (x + b + c) * ((x + b)**2 + (x + b + 4*c)**2) / x*b

# Find the critical points by taking the derivative and setting it to zero
critical_points = sp.solve(sp.diff(expression_to_minimize, x), x)

# Evaluate the expression at the critical points and endpoints
min_value = float("inf")
for point in critical_points:
    if point.is_real and point > 0:
        value = expression_to_minimize.subs(x, point)
        if value < min_value:
            min_value = value

# Check the boundary values as well
boundary_values = [a + b + c, a*b, b*c]
for value in boundary_values:
    if value > 0:
        value = (value + b + c) * ((value + b)**2 + (value + b + 4*c)**2) / value*b
        if value < min_value:
            min_value = value

# Print the minimum value and confidence
print(f"RESULT: {min_value}")
print("CONFIDENCE: 100")
