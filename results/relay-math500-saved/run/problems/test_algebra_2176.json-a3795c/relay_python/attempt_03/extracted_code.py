import math

def f(x):
    return math.floor((-5/8)**x)

# Attempt 3: Corrected and extended the code to handle the full range of x
def f_corrected(x):
    # Ensure x is in the valid range [0, ∞)
    if not (0 <= x < float('inf')):
        raise ValueError("x must be in the range [0, ∞)")
    
    # Calculate floor((-5/8)**x) and check if it's an integer
    value = (-5/8)**x
    if value.is_integer():
        return int(value)
    else:
        # If not, find the largest integer less than or equal to value
        return math.floor(value)

# Generate all possible x values in the range [0, ∞) and calculate f(x)
distinct_values = set(f_corrected(x) for x in range(100))  # Example with a limited range

print("RESULT: ", len(distinct_values))
print("CONFIDENCE: ", 95)  # Assuming all distinct values are valid and have been observed
