from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

def find_parallelograms(a, b, c, d):
    # Check if the lines are parallel and of the same length
    if a == b:
        if abs(c - d) == 0:
            raise ValueError("No valid values for a, b, c, and d found.")
    
    # Calculate the area of the parallelogram
    area1 = abs(a * (d - c) - b * (c - d)) / 2
    area2 = abs(a * (d - c) - b * (c - d)) / 2
    
    if area1 != 18 or area2 != 72:
        raise ValueError("No valid values for a, b, c, and d found.")
    
    return a, b

# Attempt 3: Extend the code to check all possible combinations of a, b, c, and d
for a in range(1, 20):
    for b in range(a + 1, 20):
        for c in range(1, 20):
            for d in range(c + 1, 20):
                try:
                    a, b = find_parallelograms(a, b, c, d)
                    print(f"Found solution: a={a}, b={b}, c={c}, d={d}")
                    result = sum([a, b, c, d])
                    confidence = 100
                    break
                except ValueError as e:
                    pass
    if result is not None:
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
