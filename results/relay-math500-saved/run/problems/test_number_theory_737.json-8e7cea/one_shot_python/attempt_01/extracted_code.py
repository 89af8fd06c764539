# Import necessary libraries
from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

def sum_of_proper_divisors(n):
    # Initialize the sum of divisors
    proper_sum = 1  # Start with 1 because it's a divisor of all numbers
    
    # Iterate through possible divisors from 2 to sqrt(n)
    for i in range(2, int(sqrt(n)) + 1):
        if n % i == 0:
            proper_sum += i
            if i != n // i:  # Add the corresponding divisor if it's not a perfect square
                proper_sum += n // i
    
    return proper_sum

# Calculate the sum of proper divisors of 284
sum_divisors_284 = sum_of_proper_divisors(284)

# Calculate the sum of proper divisors of the result from above
result_sum = sum_of_proper_divisors(sum_divisors_284)

# Output the final answer and confidence level
print(f"RESULT: {result_sum}")
print(f"CONFIDENCE: 100")
