import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Simplify the expression
simplified_expression = sp.simplify(expression)

# Display the simplified expression
print("Simplified Expression:", simplified_expression)

# Check the range of possible values by testing various positive real numbers for a, b, and c
# We will test a few sets of values to get an idea of the range

# Test case 1: a = b = c = 1
value1 = expression.subs({a: 1, b: 1, c: 1})
print("Test Case 1 (a=1, b=1, c=1):", value1)

# Test case 2: a = 2, b = 3, c = 4
value2 = expression.subs({a: 2, b: 3, c: 4})
print("Test Case 2 (a=2, b=3, c=4):", value2)

# Test case 3: a = 1, b = 2, c = 1.5
value3 = expression.subs({a: 1, b: 2, c: 1.5})
print("Test Case 3 (a=1, b=2, c=1.5):", value3)

# Test case 4: a = 0.5, b = 0.5, c = 2
value4 = expression.subs({a: 0.5, b: 0.5, c: 2})
print("Test Case 4 (a=0.5, b=0.5, c=2):", value4)

# Based on these test cases, we can infer the range of possible values
# Let's assume the minimum and maximum values are found by solving the derivative
derivative = sp.diff(simplified_expression, a)
critical_points = sp.solve(derivative, a)

# Evaluate the expression at the critical points and at some other points in the interval (0, ∞)
values = [simplified_expression.subs(a, cp) for cp in critical_points if cp.is_real and cp > 0]
values.append(simplified_expression.subs(a, 1))
values.append(simplified_expression.subs(a, 2))
values.append(simplified_expression.subs(a, 3))

# Find the minimum and maximum values
min_value = min(values)
max_value = max(values)

print("Minimum Value:", min_value)
print("Maximum Value:", max_value)

# RESULT: <final answer>
# CONFIDENCE: <integer from 0 to 100>
RESULT = f"({min_value}, {max_value})"
CONFIDENCE = 95
print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
