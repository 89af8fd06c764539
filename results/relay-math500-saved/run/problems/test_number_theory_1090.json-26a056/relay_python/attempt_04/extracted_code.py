import math

def probability(n):
    # Calculate the number of positive odd integers less than n that have a terminating decimal.
    count = 0
    for i in range(1, n, 2):
        if math.sqrt(i).is_integer():
            count += 1
    return count

# The probability is the fraction of such integers divided by all positive odd integers less than n.
a = probability(2010)
b = 2010 // 2  # Half of the numbers are odd, so there are as many even numbers as odd numbers.

# Check if a and b are relatively prime
from math import gcd

if gcd(a, b) != 1:
    a, b = gcd(a, b), a // gcd(a, b)

print(f"a: {a}, b: {b}")
