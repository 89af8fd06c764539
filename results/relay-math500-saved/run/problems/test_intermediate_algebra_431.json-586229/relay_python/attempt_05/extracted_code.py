# Import necessary libraries
import collections

# Define the function to factor the expression
def factor_expression(a, b):
    # Substitute the given values into the expression
    substituted_expr = (a + 5) * (b + 2)
    return substituted_expr

# Attempt 5: Given input from the previous attempts
input_value_a = 4
input_value_b = 3

# Calculate the result using the factor_expression function
result = factor_expression(input_value_a, input_value_b)

# Print the final result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Assuming the problem allows a 100% confidence level for this demonstration
