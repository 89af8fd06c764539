# Import necessary libraries
import math

# Compute sin^3(18 degrees) + sin^2(18 degrees)
sin_18 = math.sin(math.radians(18))
result = sin_18**3 + sin_18**2

# Print RESULT: and CONFIDENCE:
print("RESULT:", result)
print("CONFIDENCE:", 100)  # Since the computation is straightforward, the confidence is high
