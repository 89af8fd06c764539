from collections import *

def count_ways(n):
    if n < 6:
        return math.factorial(n - 4)
    else:
        return (n * (n - 1) // 2) * (2 ** (n - 2))

# No result line yet
