# Import necessary library
import math

# Calculate the number of different pizzas
num_pizzas = math.comb(8, 2)

# Print the result and confidence level
print(f"RESULT: {num_pizzas}")
print(f"CONFIDENCE: 100")  # The calculation is accurate, so confidence is 100%
