# Print the final answer and confidence level
print("RESULT: ", 3 * 2**(2/3))
print("CONFIDENCE: ", 50)
