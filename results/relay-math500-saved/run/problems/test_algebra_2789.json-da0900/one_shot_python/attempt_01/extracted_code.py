import sympy as sp

def star(a, b):
    return 9*a + 2*b - a*b + 5

# Calculate the value of 5 * 1
result = star(5, 1)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
