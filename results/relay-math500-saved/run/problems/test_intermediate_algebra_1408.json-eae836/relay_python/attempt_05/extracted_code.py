# Import necessary libraries
import math

# Define the complex number z such that z + 1/z = (1 + sqrt(5)) / 2
z = 0.75 + 0.618 * math.sqrt(5)

# Calculate z^85 and 1/z^85
result_z_85 = pow(z, 85)
result_z_inv_85 = pow(1 / z, 85)

# Sum the results
final_result = result_z_85 + result_z_inv_85

# Print the final answer and confidence level
print(f"RESULT: {final_result}")
print(f"CONFIDENCE: 90")
