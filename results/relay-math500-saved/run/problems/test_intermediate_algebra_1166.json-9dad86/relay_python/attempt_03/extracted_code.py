import math

def min_value():
    # Initial values for a, b, and c
    a = 1.0
    b = 1.0
    c = 1.0
    
    # Attempt to calculate the value
    try:
        value = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / abc
        print(f"RESULT: {value:.6f}")
        return 100  # High confidence, as we found a solution immediately
    except NameError:
        # If the variable 'abc' is not defined, it's likely because of a previous error or an uninitialized variable.
        # We can try to reset and attempt again.
        print("NO_RESULT_LINE")
        return 0

# Run the first attempt
min_value()
