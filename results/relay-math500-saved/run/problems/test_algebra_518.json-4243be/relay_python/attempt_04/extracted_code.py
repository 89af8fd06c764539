# Attempt 4: Solving the physics problem using the formula F = ma
# Given data:
mass_jen = 0.200  # in kg
mass_jack = 0.150  # in kg

# Calculate force (F) using Newton's law of universal gravitation
# Since we are not using gravity, but only the mass and acceleration:
force_jen = mass_jen * mass_jack
force_jack = mass_jack * mass_jen

# Given that Jen wants to throw a softball with the same force as Jack,
# calculate the acceleration of Jen's ball
acceleration_jen = force_jen / mass_jen
acceleration_jack = force_jack / mass_jack

# Calculate the ratio of acceleration of Jen's ball to Jack's
ratio_acceleration = acceleration_jen / acceleration_jack

# Print the final answer
print(f"RESULT: {ratio_acceleration}")
print(f"CONFIDENCE: 100")
