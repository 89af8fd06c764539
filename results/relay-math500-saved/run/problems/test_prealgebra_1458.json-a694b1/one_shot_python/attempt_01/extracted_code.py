import math

# Convert inches to feet
feet = 3 / 12

# Calculate the fraction of 2 feet that is 3 inches
fraction = (feet, 2)

# Print the result and confidence level
print(f"RESULT: {fraction}")
print("CONFIDENCE: 95")
