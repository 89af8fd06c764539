# Import necessary libraries
from collections import *
from functools import *
from itertools import *
import math
import operator
from sympy import *

# Attempt 5: Correcting the code to properly handle string multiplication and exponentiation
expr = (10 * x**3 - 1/2 * x**-2)**5

# Evaluate the expression
result = expr.subs(x, 1)  # Using x=1 as an example point

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")
