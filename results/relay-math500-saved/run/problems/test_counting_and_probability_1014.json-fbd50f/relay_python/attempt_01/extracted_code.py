# Import necessary libraries
from collections import *

# Function to count the number of ways to stack books with 2 math books not next to each other
def count_books():
    # Total number of ways to arrange 6 books
    total_arrangements = factorial(6)
    
    # Number of ways to place the math books such that they are not adjacent
    # We have 5 possible positions for the first math book (since the last book can't be a math book if the first is)
    # For each position, we have 4 remaining positions for the second math book
    placements = 5 * 4
    
    # Number of ways to arrange the remaining books (after placing the two math books)
    remaining_arrangements = factorial(4)
    
    # Total number of valid arrangements
    valid_arrangements = total_arrangements // (placements * remaining_arrangements)
    
    return valid_arrangements

# Print results
print("RESULT:", count_books())
print("CONFIDENCE:", 100)  # Initial confidence, will update based on actual results
