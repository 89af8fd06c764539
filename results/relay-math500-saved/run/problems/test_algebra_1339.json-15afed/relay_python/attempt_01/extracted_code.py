# Import necessary libraries
import math

# Define the function based on the inverse relationship between y and sqrt(x)
def inverse_relationship(y, x):
    return y / math.sqrt(x)

# Given values
x1 = 24
y1 = 15

# Calculate y when x = 3
y3 = inverse_relationship(3, x1)

# Print useful observations or RESULT: only to submit
print("Result:")
print(f"y = {y3}")

# Print CONFIDENCE: only to submit
print("CONFIDENCE: 90")
