from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Attempt 2: Start with the correct approach and adjust as needed
def find_ Rosa_age():
    # Define the conditions for the age to meet
    for age in range(1, 75):
        if age % 2 == 1 and age % 3 == 1 and age % 4 == 1 and age % 6 == 1:
            if age % 7 == 0:
                return age

# Find the Rosa's age
rosa_age = find_ Rosa_age()

# Print the final answer and confidence
print(f"RESULT: {rosa_age}")
print(f"CONFIDENCE: 100")
