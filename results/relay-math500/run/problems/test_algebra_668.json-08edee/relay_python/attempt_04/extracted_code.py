# Define the arithmetic sequence as a function
def arithmetic_sequence(x):
    return (3**2, x, 3**4)

# Check if the given x satisfies the arithmetic sequence
def check_arithmetic_sequence(x):
    expected = arithmetic_sequence(x)
    
    # Compare the calculated sequence with the expected values
    if all([a == b for a, b in zip(expected, (3**2, x, 3**4))]):
        return True
    else:
        return False

# Main program to solve the problem
for x in range(1, 10):  # Assuming x is within a reasonable range
    if check_arithmetic_sequence(x):
        result = x
        confidence = 100
        break
else:
    result = "No valid x found"
    confidence = 0

# Print the final answer and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
