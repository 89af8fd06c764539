import math

# Number of possible letters (A-Z)
letters = 26

# Number of possible digits (0-9)
digits = 10

# Calculate the total number of license plates
total_license_plates = letters ** 2 * digits ** 2

print(f"RESULT: {total_license_plates}")
print(f"CONFIDENCE: 100")
