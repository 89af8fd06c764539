from sympy import Rational, pi

# Given speed in feet per minute
speed_ft_per_min = 20

# Conversion factors
feet_to_inches = Rational(12, 1)
minutes_to_seconds = Rational(60, 1)

# Convert speed to inches per second
speed_in_inches_per_sec = (speed_ft_per_min * feet_to_inches) / minutes_to_seconds

# Print the result and confidence level
print(f"RESULT: {speed_in_inches_per_sec}")
print(f"CONFIDENCE: 95")
