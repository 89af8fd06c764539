# Import necessary libraries
from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Function to find the sum of divisors of a number
def sum_of_divisors(n):
    total = 0
    for i in range(1, int(sqrt(n)) + 1):
        if n % i == 0:
            total += i
            if i != n // i:
                total += n // i
    return total

# Function to find the distinct prime divisors of a number
def distinct_prime_divisors(num):
    prime_factors = set()
    for divisor in range(2, int(sqrt(num)) + 1):
        while num % divisor == 0:
            prime_factors.add(divisor)
            num //= divisor
    if num > 1:
        prime_factors.add(num)
    return list(prime_factors)

# Calculate the sum of divisors of 500
A = sum_of_divisors(500)

# Find the distinct prime divisors of A
distinct_primes_A = distinct_prime_divisors(A)

# Print the final answer and confidence level
print(f"RESULT: {sum(distinct_primes_A)}")
print(f"CONFIDENCE: 100")  # Since we know the result is correct for this problem
