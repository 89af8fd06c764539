import math

# Given data
altitude = 4 * math.sqrt(2)

# Since it's an isosceles right triangle, the legs are equal and we can use the Pythagorean theorem to find the hypotenuse.
leg_length = altitude / math.sqrt(2)
hypotenuse = leg_length * math.sqrt(2)

# Calculate the area of the triangle
area = (1/2) * leg_length * leg_length

print(area)
