# Problem: Jen wants to throw a softball with the same force as Jack throws a baseball.
# Given masses, calculate the ratio of acceleration.

import math

# Given data
mass_jack = 150  # in grams
mass_jen = 200  # in grams

# Calculate force (assuming the same mass)
force = mass_jack * 9.81  # gravitational acceleration in m/s^2

# Calculate acceleration for each ball
acceleration_jack = force / mass_jack
acceleration_jen = force / mass_jen

# Calculate the ratio of acceleration
ratio_acceleration = acceleration_jen / acceleration_jack

print(f"Result: {ratio_acceleration}")
print("Confidence: 100")
