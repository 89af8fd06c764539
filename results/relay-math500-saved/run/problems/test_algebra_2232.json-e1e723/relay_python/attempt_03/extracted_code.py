import math

# Attempt 3: Correct the code to solve the problem
result = math.ceil(3.6)**2 - math.ceil(3.6)**2
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Since we know the result is exactly 0, confidence is maximum
