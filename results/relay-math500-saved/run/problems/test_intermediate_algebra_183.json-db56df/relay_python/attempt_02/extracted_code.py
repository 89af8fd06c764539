from sympy import symbols, sqrt

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Simplified expression for comparison
simplified_expr = a / (b + c) + b / c + c / a

# Function to evaluate the expression
def evaluate_expression(a_val, b_val, c_val):
    return simplified_expr.subs({a: a_val, b: b_val, c: c_val})

# Test cases to check the range of possible values
test_cases = [(1, 1, 1), (2, 3, 4), (1, 2, 1.5), (0.5, 0.5, 2)]

# Evaluate the expression for each test case
results = [evaluate_expression(a_val, b_val, c_val) for a_val, b_val, c_val in test_cases]

# Find the minimum and maximum values of the results
min_value = min(results)
max_value = max(results)

print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
