# Import necessary library
import math

def custom_operation(a, b):
    numerator = math.sqrt(a * b + a)
    denominator = math.sqrt(a * b - b)
    return numerator / denominator

# Calculate the result of 9 & 2
result = custom_operation(9, 2)

# Print the final answer and confidence level
RESULT: Fraction(result).limit_denominator()
CONFIDENCE: 100  # Confidence level based on the attempt count (1 attempt so far)
