# Import necessary libraries
from collections import *

# Define the given polynomial and function
def find_factors(polynomial):
    # Check if the polynomial is a factor of x^9 + px^6 + qx^3 + r
    if (polynomial[0]*9 + polynomial[1]*6 + polynomial[2]*3 + polynomial[3]) % 9 == 0:
        return True, polynomial[4]
    else:
        return False, None

# Define the polynomial to be checked as a factor of x^9 + px^6 + qx^3 + r
polynomial = [1, -3, 4, -1]

# Check if the given polynomial is a factor of x^9 + px^6 + qx^3 + r
is_factor, constant_term = find_factors(polynomial)

# Print the result and confidence level
if is_factor:
    p = constant_term // 9
    q = constant_term % 9
    r = constant_term // 1
    print(f"RESULT: ({p}, {q}, {r})")
    print("CONFIDENCE: 100")  # The result is certain
else:
    print("RESULT: None")
    print("CONFIDENCE: 50")  # The result is not certain
