# Import necessary library
from sympy import isprime

# Initialize a counter for valid two-digit primes
valid_primes_count = 0

# Iterate through all two-digit numbers
for num in range(10, 100):
    # Extract digits
    tens = num // 10
    units = num % 10
    
    # Check if the sum of digits equals 8 and if the number is a prime
    if tens + units == 8 and isprime(num):
        valid_primes_count += 1

# Print the result and confidence level
RESULT: valid_primes_count
CONFIDENCE: 100
