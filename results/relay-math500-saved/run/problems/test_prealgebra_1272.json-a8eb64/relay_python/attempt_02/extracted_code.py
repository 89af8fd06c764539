# Import necessary modules
from collections import *
from functools import *
from itertools import *

# Define the function to calculate the total share of the pie eaten by Louis and Jack
def calculate_total_share(pie_size, louis_eaten, jack_eaten):
    return louis_eaten + jack_eaten

# Calculate the total share of the pie eaten by Louis and Jack
total_share = calculate_total_share(1, 1/5, 2/3)

# Print the final answer and confidence level
print(f"RESULT: {total_share}")
print(f"CONFIDENCE: 100")
