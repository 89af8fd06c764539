# Import necessary libraries
import collections
from functools import reduce

def safe_eval(expr, globals=None):
    """A safer version of eval that prevents code injection."""
    try:
        return eval(expr, globals)
    except Exception as e:
        return None

# Define the function to find the minimum value
def min_value(a, b, c):
    # Calculate the numerator and denominator parts separately
    numerator = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2)
    denominator = a * b * c
    
    # Return the minimum value of the ratio
    return numerator / denominator

# Iterate over possible values of a, b, and c in the range (0.1, 10)
min_val_result = float('inf')
for a in [x/10 for x in range(11)]:
    for b in [y/10 for y in range(11)]:
        for c in [z/10 for z in range(11)]:
            value = min_value(a, b, c)
            if value < min_val_result:
                min_val_result = value
                # Store the minimum values and the corresponding a, b, c
                min_a, min_b, min_c = a, b, c

# Print the final result and confidence level
print(f"RESULT: {min_val_result}")
print(f"CONFIDENCE: 100")
