from sympy import sqrt

def custom_and(a, b):
    result = sqrt((a * b + a) / (a * b - b))
    return result

# Attempt 3: Check the result
result = custom_and(9, 2)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
