import math

# Calculate the cube root of x^2 - 4x + 4 and compare with 16
result = (x**2 - 4*x + 4)**(1/3)

# Check if the result is close to 16 and print it along with confidence level
if abs(result - 16) < 0.01:
    CONFIDENCE = 100
else:
    CONFIDENCE = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {CONFIDENCE}")
