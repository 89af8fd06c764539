import random

# Generate two numbers x and y from the interval (0, 3)
x = random.uniform(0, 3)
y = random.uniform(0, 3)

# Check if a triangle with sides of length 1, x, and y exists
if abs(x + y - 1) < 1:
    result = "Yes"
else:
    result = "No"

# Calculate the confidence level based on the success probability
confidence = int((0.5 * (x <= 2 and y <= 2)) ** 2 * 100)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
