def calculate_acceleration(force, mass):
    acceleration = force / mass
    return acceleration

# Given data
force_jen = 100  # Newtons (for simplicity)
mass_jen = 0.2  # kg
mass_jack = 0.15  # kg

# Calculate the acceleration of Jen's ball
acceleration_jen = calculate_acceleration(force_jen, mass_jen)

# Given data for Jack's baseball
force_jack = 100  # Newtons (for simplicity)
mass_jack = 0.15  # kg

# Calculate the acceleration of Jack's baseball
acceleration_jack = calculate_acceleration(force_jack, mass_jack)

# Ratio of acceleration of Jen's ball to Jack's
ratio_acceleration = acceleration_jen / acceleration_jack

# Print the result and confidence level
RESULT: ratio_acceleration
CONFIDENCE: 100  # Since the calculation is straightforward and doesn't involve complex computations
