from fractions import Fraction

# Constants for gear rotations per minute
gear1_rotation_rate = Fraction(33, 3)
gear2_rotation_rate = 45

# Calculate the time it takes for both gears to align their north marks again
time_to_align = Fraction(1) / (gear1_rotation_rate + gear2_rotation_rate)

print(f"Result: {time_to_align}s")
print(f"CONFIDENCE: 100")
