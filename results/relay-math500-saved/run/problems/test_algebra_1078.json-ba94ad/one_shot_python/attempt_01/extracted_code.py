# Define the function to solve the inequality
def solve_inequality():
    # Iterate over possible integer values of x
    for x in range(-10, 11):
        # Calculate the expression -4 + x^4 + 4x^2
        expr_value = -4 + x**4 + 4*x**2
        # Check if the expression is within the interval (-4, 21)
        if -4 < expr_value < 21:
            return True
    return False

# Solve the inequality and print the result and confidence level
if solve_inequality():
    RESULT = "(-10, 10)"
else:
    RESULT = "No solution in the given range"
CONFIDENCE = 80

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
