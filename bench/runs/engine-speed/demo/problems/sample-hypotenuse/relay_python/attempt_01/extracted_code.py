# Import necessary library
import math

# Function to calculate hypotenuse
def calculate_hypotenuse(leg1, leg2):
    return math.sqrt(leg1**2 + leg2**2)

# Given lengths of the legs
leg1 = 6
leg2 = 9

# Calculate hypotenuse
hypotenuse = calculate_hypotenuse(leg1, leg2)

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {hypotenuse}")
print(f"CONFIDENCE: 100")
