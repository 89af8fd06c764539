# Import necessary libraries
import math

# Given values
force = 200  # in N
mass_jack = 150  # in kg
mass_jen = 200  # in kg

# Calculate acceleration using the force formula F = m * a
acceleration_jack = force / mass_jack
acceleration_jen = force / mass_jen

# Calculate the ratio of acceleration of Jen's ball to Jack's
ratio = acceleration_jen / acceleration_jack

# Print RESULT: and CONFIDENCE:
print("RESULT:", ratio)
print("CONFIDENCE:", 100)  # Since we are checking if it matches, confidence is 100%
