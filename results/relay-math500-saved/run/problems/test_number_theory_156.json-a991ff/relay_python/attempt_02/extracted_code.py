import math

def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

# The last safe block seems to have been 2 * n + 1 and n + 7, so we need to find the greatest common divisor of these two expressions.
# Let's substitute n with a dummy value that makes the expression straightforward. For example, if n = 0, then both expressions become 7.
n = 0
gcd_value = gcd(n + 7, 2 * n + 1)
print(f"GCD({n + 7}, {2 * n + 1}) = {gcd_value}")
