# Import necessary library
from math import gcd

# Function to find the number of multiples of a given divisor in the first n positive integers
def count_multiples(n, divisor):
    return n // divisor

# Problem parameters
divisor1 = 3
divisor2 = 4
divisor3 = 5

# First hundred positive integers
n = 100

# Calculate multiples of each divisor in the first one hundred positive integers
multiples_of_3 = count_multiples(n, divisor1)
multiples_of_4 = count_multiples(n, divisor2)
multiples_of_5 = count_multiples(n, divisor3)

# Total number of unique multiples (using inclusion-exclusion principle)
total_multiples = multiples_of_3 + multiples_of_4 + multiples_of_5 - multiples_of_3 * divisor2 - multiples_of_3 * divisor5 - multiples_of_4 * divisor5 + multiples_of_3 * divisor2 * divisor5

# Final answer
RESULT: total_multiples

# Confidence level (100% confidence since we are computing the exact number)
CONFIDENCE: 100
