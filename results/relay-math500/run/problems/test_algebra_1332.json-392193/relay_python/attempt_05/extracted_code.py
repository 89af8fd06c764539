# Import necessary libraries
import sympy as sp

# Define the inverse proportionality relationship
def popularity_to_cost(cost):
    return 1 / cost

# Calculate the expected number of customers for a given cost
expected_customers = popularity_to_cost(2500)

# Print the result
print(f"RESULT: {expected_customers}")
print(f"CONFIDENCE: 100")
