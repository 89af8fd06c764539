# Importing sympy, collections, functools, itertools, math, operator for symbolic operations
from sympy import sqrt, cbrt

def check_result():
    # Calculating the positive square root of 64 and the cube root of 64
    root_64 = sqrt(64)
    cube_root_64 = cbrt(64)
    
    # Finding the difference between the two values
    result_difference = abs(root_64 - cube_root_64)
    
    # Printing the RESULT: and CONFIDENCE: lines
    print(f"RESULT: {result_difference}")
    print(f"CONFIDENCE: 100")

# Calling the check function
check_result()
