import math

# Function to find the least possible sum of a set of distinct positive integers whose product is 84
def least_sum_of_integers(product):
    # Initialize variables to store the smallest sum and the largest prime factor found
    min_sum = float('inf')
    largest_prime_factor = -1
    
    # Start with the smallest prime number
    current_prime = 2
    
    while product > 1:
        # Divide product by the current prime until it's no longer divisible
        while product % current_prime == 0:
            if largest_prime_factor < current_prime:
                largest_prime_factor = current_prime
            product //= current_prime
        
        # Move to the next prime number
        current_prime += 1
    
    # Calculate the least possible sum based on the largest prime factor and its exponent
    min_sum *= (largest_prime_factor + 1) ** math.ceil(math.log(product, largest_prime_factor))
    
    return min_sum

# Test the function with the given product
product = 84
RESULT = least_sum_of_integers(product)
CONFIDENCE = 100
print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
