from sympy import sqrt, simplify

# Problem: Simplify sqrt(242)

# Attempt 1 of 5: Calculate the square root and simplify it
result = simplify(sqrt(242))

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
