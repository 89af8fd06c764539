from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Attempt 2: Solve the problem as per the instructions

def arithmetic_sequence(a4, d):
    return a4 + (n - 1) * d

a4 = 200
d = (500 - 200) / (8 - 4)
n = 6
a6 = arithmetic_sequence(a4, d)

print(f"RESULT: {a6}")
print(f"CONFIDENCE: 90")  # Adjusted confidence based on the problem's solution
