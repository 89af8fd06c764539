from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

def geometric_series_sum(a):
    if a == 0:
        raise ValueError("a cannot be zero")
    return 4 / (1 - a / 2)

try:
    geometric_series_sum(3)
except ZeroDivisionError:
    print("ZeroDivisionError: float division by zero")
