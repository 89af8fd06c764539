# Import necessary library
from math import factorial

# Define the number of ways to assign 3 people to 5 different offices
def calculate_ways():
    return factorial(5) // (factorial(3) * factorial(2))

# Calculate the result for attempt 1
result = calculate_ways()

# Determine the confidence level based on the expected value and observed data
confidence_level = 100  # Assuming the program works as expected

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
