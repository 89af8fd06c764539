from sympy import symbols, Rational

# Define the variables
a, b = symbols('a b')

# Define the expression
expression = (a + 1/b) * (1/b - a)

# Define the range for a and b
a_range = (-6, -2)
b_range = (3, 5)

# Initialize the maximum value of the expression
max_value = float('-inf')
max_confidence = 0

# Iterate over all possible values of a and b within their ranges
for a_val in range(a_range[0], a_range[1] + 1):
    for b_val in range(b_range[0], b_range[1] + 1):
        # Calculate the value of the expression at the current (a, b) pair
        val = expression.subs({a: a_val, b: b_val})
        
        # Update the maximum value and confidence if the current value is greater
        if val > max_value:
            max_value = val
            max_confidence = 100

# Print the result and confidence
print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {max_confidence}")
