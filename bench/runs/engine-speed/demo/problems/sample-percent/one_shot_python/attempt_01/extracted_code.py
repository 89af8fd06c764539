# Import necessary library
from sympy import Rational

# Given values
percent = 15
total = 80

# Calculate the result
result = (percent / 100) * total

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 95")
