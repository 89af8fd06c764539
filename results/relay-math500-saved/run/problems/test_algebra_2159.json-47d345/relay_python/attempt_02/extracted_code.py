# The problem is to evaluate the expression (3x-2)(4x+1)-(3x-2)4x+1 at x=4.
def evaluate_expression(x):
    result = (3*x - 2)*(4*x + 1) - (3*x - 2)*4*x + 1
    return result

# Calculate the value of the expression at x=4
result_value = evaluate_expression(4)
print(f"RESULT: {result_value}")
print(f"CONFIDENCE: 85")  # This is an estimate based on the output from attempt 2
