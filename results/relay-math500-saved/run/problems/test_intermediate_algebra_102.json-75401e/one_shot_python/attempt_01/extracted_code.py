# Import necessary library
from math import gcd

def fibonacci(n):
    # Initialize first two Fibonacci numbers
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def sum_fibonacci_series():
    total_sum = 0
    n = 1
    while True:
        # Calculate the current Fibonacci number and its next two neighbors
        f_n = fibonacci(n)
        f_next = fibonacci(n + 1)
        f_next_next = fibonacci(n + 2)
        
        # Check if the denominator is zero to avoid division by zero error
        if f_next * f_next_next == 0:
            break
        
        # Compute the term of the series
        term = f_next / (f_n * f_next_next)
        
        # Add the term to the total sum
        total_sum += term
        
        # Move to the next Fibonacci number
        n += 1
    
    # Print the final answer and confidence
    print(f"RESULT: {total_sum}")
    print(f"CONFIDENCE: 90")  # Assuming a reasonable estimate based on known results

# Run the program
sum_fibonacci_series()
