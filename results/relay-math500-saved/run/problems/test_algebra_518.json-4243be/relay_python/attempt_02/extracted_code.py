# Import necessary modules
from collections import defaultdict

def compute_acceleration(mass, force):
    # Calculate acceleration using F = ma
    return force / mass

# Given values
mass_jen = 200e-3  # mass of Jen's softball in kg
mass_jack = 150e-3  # mass of Jack's baseball in kg
force = mass_jen * compute_acceleration(mass_jen, 10)  # force to throw the softball with same force as jack

# Calculate acceleration ratio
acceleration_ratio = mass_jen / mass_jack
print(f"Acceleration Ratio: {acceleration_ratio}")
