from math import sqrt

t = lambda x: 3 - g(x)
g = lambda x: sqrt(x)

result = t(g(16))
confidence = 100  # Assuming the calculation is very precise

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
