import math

# Known values
a = 6
b = 9

# Calculate the hypotenuse
c = math.sqrt(a**2 + b**2)

# Print the result
print(f"RESULT: {c}")
