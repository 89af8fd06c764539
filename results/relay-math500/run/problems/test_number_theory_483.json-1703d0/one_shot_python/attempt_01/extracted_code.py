# Importing necessary libraries for mathematical operations
from sympy import mod_inverse, Rational

# Function to calculate the remainder of the 100th Fibonacci term divided by 4
def fibonacci_remainder():
    # Base cases for the first two terms of the sequence
    a = 1
    b = 1
    
    # Calculate the 100th term using a loop
    for _ in range(2, 100):
        a, b = b, a + b
    
    # Find the remainder when the 100th term is divided by 4
    remainder = b % 4
    
    # Return the result and confidence
    return f"RESULT: {remainder}\nCONFIDENCE: 100"

# Execute the function and print the result
print(fibonacci_remainder())
