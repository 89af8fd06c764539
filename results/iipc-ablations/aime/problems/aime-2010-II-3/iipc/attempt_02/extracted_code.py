# Import necessary libraries
import math

# Define the range of a and b
a_values = range(1, 20)
b_values = range(2, 21)

# Initialize the product K
K = 1

# Calculate the product of all factors (b-a)
for a in a_values:
    for b in b_values:
        if a < b:
            K *= (b - a)

# Calculate the greatest positive integer n such that 2^n divides K
n = 0
while K % (2 ** n) == 0:
    n += 1

# Print the final answer
print(f"RESULT: {n}")
