# Import necessary packages
from sympy import isprime

# Define the function to calculate the number of divisors
def count_divisors(n):
    # Check for prime numbers
    if isprime(n) or n == 1:
        return 0
    
    divisors = []
    i = 2
    while i * i <= n:
        if n % i:
            i += 1
        else:
            if n // i == i:
                divisors.append(i)
            else:
                divisors.append((i, n // i))
            n //= i
    
    if n > 1:
        divisors.append(n)
    
    return len(divisors)

# Define the expression to evaluate
expr = 'a(2*a+b)-2*a**2+ab'

# Get input for a and b (different prime numbers greater than 2)
a = int(input("Enter the first prime number: "))
b = int(input("Enter the second prime number: "))

# Check if a and b are different prime numbers
if not isprime(a) or not isprime(b):
    print("Error: Both inputs must be different prime numbers greater than 2.")
else:
    # Evaluate the expression
    result = eval(expr)
    
    # Calculate the number of divisors
    num_divisors = count_divisors(result)
    
    # Print the final answer and confidence level
    print(f"RESULT: {num_divisors}")
    print(f"CONFIDENCE: 100")
