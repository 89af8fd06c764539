# Import necessary libraries
from collections import defaultdict

# Define a function to calculate the popularity of a television
def popularity(cost):
    # According to Daniel's theory, popularity is inversely proportional to cost
    return 1 / cost

# Given data points
popularity_1500 = popularity(1500)
num_customers_1500 = 15

# Calculate the popularity of a television that costs $2500
popularity_2500 = popularity(2500)

# Calculate the number of customers who would buy the television that costs $2500
num_customers_2500 = popularity_2500 * num_customers_1500

# Print the results with confidence level
print(f"RESULT: {num_customers_2500}")
print(f"CONFIDENCE: 98")
