import math

# First observation: The number must be of the form 7k + 5 and also satisfy both 11 and 13 conditions.
# We can write a function to check if a number meets these criteria.

def check_number(n):
    # Check if n satisfies the condition for 11
    if n % 11 != 0:
        return False
    
    # Check if n satisfies the condition for 13
    if n % 13 != 0:
        return False
    
    # If both conditions are met, return True
    return True

# We need to find the largest integer less than 2010 that satisfies this criteria.
# Start from 2009 and decrement until we find a number.

for i in range(2009, 4, -1):
    if check_number(i):
        RESULT: i
        CONFIDENCE: 100
