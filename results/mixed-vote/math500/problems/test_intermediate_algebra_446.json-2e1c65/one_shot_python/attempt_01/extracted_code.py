from sympy import symbols, simplify

# Define the variable
x = symbols('x')

# Define the function
function = (x + 5) * (x + 2) / (x + 1)

# Simplify the function
simplified_function = simplify(function)

# Find the critical points by taking the derivative and setting it to zero
critical_points = [point.evalf() for point in simplified_function.atoms(symbols('x')) if point.is_real and point > 0]

# Evaluate the function at the critical points to find the minimum value
min_value = min([simplified_function.subs(x, point) for point in critical_points])

# Print the result and confidence level
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
