# Import necessary modules
from collections import Counter

# Calculate the number of integers up to 100 that are divisible by 3, 4, and 5
result = len([i for i in range(1, 101) if i % 3 == 0 and i % 4 == 0 and i % 5 == 0])
print(f"RESULT: {result}")
print("CONFIDENCE: 100")  # Assuming the result is correct based on mathematical reasoning
