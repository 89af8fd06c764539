# Import necessary libraries
from sympy import symbols, simplify

# Define the variables
a, b = symbols('a b', integer=True, prime=True)

# Define the expression
expression = a * (2 * a + b) - 2 * a**2 + a * b

# Simplify the expression
simplified_expression = simplify(expression)

# Function to find the divisors of an integer
def prime_divisors(n):
    result = []
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            result.append(i)
            while n % i == 0:
                n //= i
    if n > 1:
        result.append(n)
    return result

# Calculate the divisors of the simplified expression
prime_divs = prime_divisors(int(simplified_expression))

# Print the number of whole-number divisors
print(f"Number of whole-number divisors: {len(prime_divs)}")
