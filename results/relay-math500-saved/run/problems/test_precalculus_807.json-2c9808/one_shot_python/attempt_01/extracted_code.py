from math import sqrt, pi

# Define the rectangular coordinates of the point (0, 3)
x = 0
y = 3

# Calculate r using the Pythagorean theorem
r = sqrt(x**2 + y**2)

# Calculate theta using arctangent function
theta = atan2(y, x)

# Print the result and confidence level
print(f"RESULT: ({r}, {theta})")
print("CONFIDENCE: 100")
