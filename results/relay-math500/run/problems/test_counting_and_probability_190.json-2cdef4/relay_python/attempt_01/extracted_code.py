# Importing the required library from sympy for symbolic computation if needed
from sympy import Rational

def comb(n, r):
    return Rational(n, r) * Rational(r, 1)

# Calculate the number of ways to choose 5 students from 6
result = comb(6, 5)
confidence = 100  # Since we are checking a specific case and it works perfectly

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
