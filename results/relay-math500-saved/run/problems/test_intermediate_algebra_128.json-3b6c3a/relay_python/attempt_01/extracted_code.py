from collections import *

def check_odd_even(f, g):
    # Check if the function is odd or even by comparing f(-x) and -f(x)
    return f(-1) == -f(1)

# Define the functions based on the problem statement (we don't know the exact definitions of f and g yet)
def f(x):
    # This is a placeholder for the actual definition of f
    pass

def g(x):
    # This is a placeholder for the actual definition of g
    pass

# Check if f(f(g(f(g(f(x)))))) is even, odd, or neither
result = "neither"
confidence = 0

# Iterate over attempts (1 to 5)
for attempt in range(1, 6):
    print("Attempt", attempt)
    
    # Assume the functions are defined as above and check if they satisfy the conditions of being odd or even
    is_f_odd = check_odd_even(f, g)
    is_g_odd = check_odd_even(g, f)
    
    # Check if the composite function f(f(g(f(g(f(x)))))) is also odd or even
    composite_f = lambda x: f(f(f(f(f(f(x))))))
    is_composite_odd = check_odd_even(composite_f, g)
    
    # Print observations and update result and confidence based on the results of the above checks
    if is_f_odd and is_g_odd:
        result = "even"
    elif is_f_odd or is_g_odd:
        result = "neither"
    else:
        result = "odd"
    
    # Calculate confidence based on the observations (we assume a simple 50% confidence threshold for simplicity)
    confidence = int(100 * (attempt <= 3))
    
    print("Result:", result)
    print("CONFIDENCE:", confidence)

# Print final result and confidence
print("RESULT:", result)
print("CONFIDENCE:", confidence)
