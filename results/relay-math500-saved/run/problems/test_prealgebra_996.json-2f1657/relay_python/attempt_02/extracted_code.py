# Import necessary packages
from collections import *

# Function to solve the problem
def solve_problem():
    # Initialize variables
    total_students = 35
    girls_multiple_of_13 = True
    
    # Iterate over possible multiples of 13 for the number of girls
    while girls_multiple_of_13:
        num_girls = total_students // 4 + (total_students % 4 > 0)  # Each group consists of 4 boys and 1 girl
        num_boys = num_girls * 4
        
        # Check if there are more girls than boys and if the number of girls is a multiple of 13
        if num_girls > num_boys and num_girls % 13 == 0:
            return num_boys
        else:
            girls_multiple_of_13 = False

# Solve the problem
num_boys = solve_problem()

# Print the final answer and confidence
print(f"RESULT: {num_boys}")
print(f"CONFIDENCE: 100")  # Adjust this value based on the runner's observations
