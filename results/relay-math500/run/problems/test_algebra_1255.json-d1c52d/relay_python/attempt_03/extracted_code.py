import math

def log_2(n):
    return math.log2(n)

# Test the function with a known value to verify correctness
result = log_2(64)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
