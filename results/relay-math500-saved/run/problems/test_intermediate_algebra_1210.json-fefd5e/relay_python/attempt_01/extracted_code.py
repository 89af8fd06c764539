def f(x):
    return x**10 + 5*x**9 - 8*x**8 + 7*x**7 - x**6 - 12*x**5 + 4*x**4 - 8*x**3 + 12*x**2 - 5*x - 5

# Attempt 1: Initial observations
print("Initial Observations:")
result = "Attempt 1"
confidence = 50
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")

# Attempt 2: Using the Remainder Theorem
print("\nAttempt 2: Using the Remainder Theorem")
remainder = f(x)
while remainder % (x - 1) != 0:
    x += 1

# Check if we have found the correct remainder
if remainder == 1:
    result = "Correct"
    confidence = 100
else:
    result = "Incorrect"
    confidence = 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")

# Attempt 3: Verifying using the sympy library
import sympy as sp

x = sp.symbols('x')
f_x = x**10 + 5*x**9 - 8*x**8 + 7*x**7 - x**6 - 12*x**5 + 4*x**4 - 8*x**3 + 12*x**2 - 5*x - 5
remainder_simplified = sp.rem(f_x, x - 1)
print("\nAttempt 3: Verifying using sympy")
if remainder_simplified == 0:
    result = "Correct"
    confidence = 100
else:
    result = "Incorrect"
    confidence = 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
