# Import necessary libraries
import math

def f(n):
    if n >= 4:
        return math.floor(n)
    else:
        return math.ceil(n)

# Calculate the values of f for each input
result1 = f(math.pi / 3) + f(math.sqrt(45)) + f(8**(2/3))
confidence1 = 100  # Final result is provided, so confidence is 100%

print(f"RESULT: {result1}")
print(f"CONFIDENCE: {confidence1}")
