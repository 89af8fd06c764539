import math

# Given lengths of the legs
a = 6
b = 9

# Calculate the hypotenuse using the Pythagorean theorem
c = math.sqrt(a**2 + b**2)
print(c)
