from sympy import symbols, solve, sqrt

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Simplify the expression
simplified_expression = expression.simplify()

# Print the simplified expression
print(f"RESULT: {simplified_expression}")

# Check if the expression is always positive
# We can check this by analyzing the behavior of the expression for different values of a, b, and c
# For example, we can check the case when a = b = c
a_val = b_val = c_val = 1
result_val = simplified_expression.subs({a: a_val, b: b_val, c: c_val})
print(f"CONFIDENCE: {result_val > 0}")

# We can also check if the expression is always positive for other values of a, b, and c
# For example, we can check the case when a = 1, b = 2, c = 3
a_val = 1
b_val = 2
c_val = 3
result_val = simplified_expression.subs({a: a_val, b: b_val, c: c_val})
print(f"CONFIDENCE: {result_val > 0}")

# We can also check if the expression is always positive for other values of a, b, and c
# For example, we can check the case when a = 2, b = 1, c = 3
a_val = 2
b_val = 1
c_val = 3
result_val = simplified_expression.subs({a: a_val, b: b_val, c: c_val})
print(f"CONFIDENCE: {result_val > 0}")

# We can also check if the expression is always positive for other values of a, b, and c
# For example, we can check the case when a = 3, b = 1, c = 2
a_val = 3
b_val = 1
c_val = 2
result_val = simplified_expression.subs({a: a_val, b: b_val, c: c_val})
print(f"CONFIDENCE: {result_val > 0}")
