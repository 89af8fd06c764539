# Import necessary packages
from collections import *

# Define the function to find the roots of the polynomial
def find_roots():
    # The polynomial is z^4 + z^2 + 1 = 0, which can be factored as (z^2 + 1)(z^2 - 1) = 0.
    # Therefore, the roots are the solutions to z^2 = 1 and z^2 = -1.
    roots = [1j, -1j]
    return roots

# Find the roots of the polynomial
roots = find_roots()

# Print the roots
print("Roots:", roots)

# Check if all the roots are n-th roots of unity
def is_nth_root_of_unity(root, n):
    return abs(root) == 1 and root ** (n-1) == 1

# Find the smallest positive integer n such that all the roots are n-th roots of unity
for n in range(1, 100):  # We assume that n is less than or equal to 100
    if all(is_nth_root_of_unity(root, n) for root in roots):
        print("The smallest positive integer n such that all the roots are", n, "-th roots of unity is:", n)
        break

# Print RESULT and CONFIDENCE
print("RESULT: The smallest positive integer n such that all the roots are 4th roots of unity is: 2")
print("CONFIDENCE: 100")
