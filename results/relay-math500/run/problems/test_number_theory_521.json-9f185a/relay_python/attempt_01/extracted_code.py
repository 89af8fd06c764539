# Import necessary library
import math

# Function to find two consecutive positive even integers whose product is 288
def find_consecutive_integers(product):
    # Calculate the square root of the product to get one of the factors
    sqrt_product = math.sqrt(product)
    
    # Since the product is of two consecutive even numbers, one factor must be even and the other odd
    # We assume the smaller factor to be even
    for i in range(2, int(sqrt_product) + 1, 2):
        if i * (i + 2) == product:
            return i, i + 2

# Attempt 1: Find the two consecutive positive even integers whose product is 288
result = find_consecutive_integers(288)
print("RESULT:", result)
confidence = 100  # Since we have found the solution correctly, confidence is 100%
