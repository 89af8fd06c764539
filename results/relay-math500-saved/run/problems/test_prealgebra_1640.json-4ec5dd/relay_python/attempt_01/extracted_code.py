# Problem: In a certain isosceles right triangle, the altitude to the hypotenuse has length 4*sqrt(2). What is the area of the triangle?

# Given data
altitude = 4 * (2**0.5)

# Let's denote the length of each leg as 'a'. Using the Pythagorean theorem:
# a^2 + a^2 = hypotenuse^2
# 2a^2 = (4*sqrt(2))^2
# 2a^2 = 32
# a^2 = 16
# a = 4

# The area of the isosceles right triangle is:
area = 0.5 * a * a
print(f"RESULT: {area}")
print("CONFIDENCE: 100")  # We can assume the result is correct based on our calculation
