# Importing necessary modules
from sympy import symbols, simplify

# Variables for the complex numbers
numerator = 3 + 4j
denominator = 1 + 2i

# Attempt 1: William Sydney Porter calculated the division correctly
porter_result = simplify(numerator / denominator)

# The correct answer should be:
correct_answer = (11/5) - (2/5)*I

# Calculate the result and confidence level
result = porter_result == correct_answer
confidence = int(100 * result)

# Print the final answer and confidence level
print("RESULT:", result)
print("CONFIDENCE:", confidence)
