import math

def count_arrangements():
    total_ways = math.factorial(6) * 4 * 3
    return total_ways

RESULT: {count_arrangements()}
CONFIDENCE: 100
