# Import necessary libraries
from math import gcd

# Function to check if three numbers form a geometric sequence
def is_geometric(a, b, c):
    if b == 0 or c == 0:
        return False
    return (b / a) == (c / b)

# Attempt 1: Test with some possible values of a and b
for a in range(1, 2009):
    for b in range(a + 1, 2009):
        if is_geometric(a, b, 2009):
            result = f"a = {a}"
            confidence = 100
            print(result)
            print(confidence)
            break
