import math

def gcd(n, m):
    return math.gcd(n, m)

# No need to run the previous attempts or provide further observations as they are already complete.
