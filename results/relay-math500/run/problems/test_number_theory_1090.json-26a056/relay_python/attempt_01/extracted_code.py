# Import necessary libraries
from math import sqrt

# Function to check if the reciprocal of a number gives a terminating decimal
def is_terminating_decimal(n):
    # If n is 1, it's always terminating
    if n == 1:
        return True
    
    # If n is even or divisible by 5, it's not terminating
    if n % 2 == 0 or n % 5 == 0:
        return False
    
    # Otherwise, check the prime factors
    for i in range(3, int(sqrt(n)) + 1, 2):
        if n % i == 0:
            return False
    
    return True

# List to store odd numbers less than 2010
odd_numbers = [n for n in range(1, 2010, 2)]

# Count the number of terminating decimals among these numbers
terminating_count = sum(is_terminating_decimal(num) for num in odd_numbers)

# Calculate the probability as a fraction
a = terminating_count
b = len(odd_numbers)
probability = a / b

print(f'RESULT: {a}/{b}')
print(f'CONFIDENCE: 100')
