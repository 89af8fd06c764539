import math

def f(x):
    return math.floor((-5/8)**x)

def range_of_f():
    distinct_values = set()
    for x in [0, 1, 2, 3, 4, 5]:  # Test with small values of x to ensure correctness
        distinct_values.add(f(x))
    return distinct_values

result = len(range_of_f())
CONFIDENCE = 95
