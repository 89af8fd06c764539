# Importing necessary packages
from sympy import isprime

# Function to check if a number is prime
def is_prime(n):
    return n > 1 and all(n % i != 0 for i in range(2, int(n**0.5) + 1))

# Initialize variables
result = None
confidence = None

# Iterate through possible values of n
for n in range(2, 1000):  # Adjust the upper limit as needed
    if is_prime(n):
        power = 24 // math.log2(n)
        if power >= 2 and 2 ** power == 2 ** 24:
            result = n
            confidence = 100
            break

# Print the final result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
