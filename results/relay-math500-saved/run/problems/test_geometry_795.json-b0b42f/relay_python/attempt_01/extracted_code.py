# Import necessary libraries
import math

# Given values
sin_R = 2 / 5

# Since triangle RST is a right triangle, sin(T) can be found using the Pythagorean identity:
# sin^2(T) + cos^2(T) = 1
# Since sin(R) = 2/5, we have cos(R) = sqrt(1 - sin^2(R))
cos_R = math.sqrt(1 - sin_R**2)

# Now we can find sin(T)
sin_T = cos_R

# Print the result and confidence level
print(f"RESULT: {sin_T}")
print(f"CONFIDENCE: 100")  # Since sin(T) is a known value, its confidence level is high
