import sympy as sp

# Define the variable and the expression
x = sp.symbols('x')
expression = (x - 5) / (x**2 - 9)

# Find the values of x that make the denominator zero
denominator_zero = sp.solve(x**2 - 9, x)
print(f"Denominator zero: {denominator_zero}")

# The expression is not defined where the denominator is zero
not_defined_values = [val for val in denominator_zero if val != 0]
print(f"Not defined values: {not_defined_values}")

# Calculate the number of not defined values
result = len(not_defined_values)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
