# Given data
force_jack = 1000  # Example value in Newtons, you can replace with actual value
mass_jen = 200     # Mass of Jen's ball in grams
mass_jack = 150      # Mass of Jack's ball in grams

# Calculate acceleration for each player
acceleration_jen = force_jen / mass_jen  # Acceleration of Jen's ball in m/s^2
acceleration_jack = force_jack / mass_jack  # Acceleration of Jack's ball in m/s^2

# Ratio of acceleration
ratio_acceleration = acceleration_jen / acceleration_jack

print("RESULT:", ratio_acceleration)
print("CONFIDENCE: 100")
