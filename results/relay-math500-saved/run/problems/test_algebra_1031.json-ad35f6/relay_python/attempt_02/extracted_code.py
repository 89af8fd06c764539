import math

def g(x):
    return math.sqrt((x-3)**2 - (x-8)**2)

# Attempt 2: Use a safer alternative for the square root function, such as `numpy`
import numpy as np

def g_safety_check(x):
    try:
        return np.sqrt((x-3)**2 - (x-8)**2)
    except ValueError:
        return None

# Set up attempt parameters
initial_guess = 6.0
tolerance = 1e-5

# Attempt 3: Implement a more robust error handling
def g_safety_check_advanced(x):
    try:
        return np.sqrt((x-3)**2 - (x-8)**2)
    except ValueError as e:
        if str(e) == "math domain error":
            return None
        else:
            raise

# Use the safety check function to find the smallest real number x in the domain of g(x)
# This will be a more reliable approach as it avoids the math domain error

# Attempt 4: Implement a more complex mathematical approach if necessary (not required for this problem)
def g_complex(x):
    return np.sqrt((x-3)**2 - (x-8)**2)

# Set up attempt parameters
initial_guess = 6.0
tolerance = 1e-5

# Attempt 5: Implement a more robust error handling for the complex function if necessary (not required for this problem)
def g_complex_safety_check(x):
    try:
        return np.sqrt((x-3)**2 - (x-8)**2)
    except ValueError as e:
        if str(e) == "math domain error":
            return None
        else:
            raise

# Use the complex function to find the smallest real number x in the domain of g(x)
# This will be a more reliable approach as it avoids the math domain error
