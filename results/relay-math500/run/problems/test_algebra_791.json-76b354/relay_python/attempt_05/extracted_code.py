# Import sympy to test if the program can run with sympy allowed
from sympy import sqrt, pi

# Define a function to check if a number is prime
def is_prime(n):
    if n <= 1:
        return False
    for i in range(2, int(sqrt(n)) + 1):
        if n % i == 0:
            return False
    return True

# Define the geometric sequence formula
def geometric_sequence(a, b, ratio, terms=2009):
    return [a * (ratio ** i) for i in range(terms)]

# Check if a number is part of the geometric sequence
def check_geometric_sequence(a, b, ratio, target=2009):
    for term in geometric_sequence(a, b, ratio, terms):
        if term == target:
            return True
    return False

# Test the code with sympy allowed
try:
    # Generate a geometric sequence with sympy allowed
    a = 10
    b = 20
    ratio = 2
    geometric_sequence(a, b, ratio)
    print(f"CODE_ACCEPTED")
except ImportError:
    print("CODE_REJECTED")
