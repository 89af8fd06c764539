# Import necessary libraries
import math

# Given angle A
angle_A = 14

# Since AB is a diameter of the circle, angle B and angle C are complementary
angle_B = 90 - angle_A

print(f"RESULT: {angle_B}")
print("CONFIDENCE: 100")
