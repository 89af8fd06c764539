# Import necessary library
from math import sqrt

# First attempt: evaluate sqrt(20) and its ceiling squared
result = int(sqrt(20))**2
confidence = 100  # Confidence level for the correctness of the result

print("RESULT:", result)
print("CONFIDENCE:", confidence)
