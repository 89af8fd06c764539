# Import necessary library
import math

# Define the range based on the problem condition
lower_bound = math.ceil(2**0.5)
upper_bound = math.floor(3.5**0.5)

# Calculate the number of integer values within the range
number_of_values = upper_bound - lower_bound + 1

# Print the final answer and confidence level
print(f"RESULT: {number_of_values}")
print(f"CONFIDENCE: 100")
