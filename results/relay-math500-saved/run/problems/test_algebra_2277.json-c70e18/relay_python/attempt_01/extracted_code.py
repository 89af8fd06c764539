def f(x):
    if x <= 3:
        return 3 - x
    else:
        return -x**3 + 2*x**2 + 3*x

# Attempt to find the inverse of f for x = 0 and x = 6
try:
    inv_f_0 = None
    inv_f_6 = None
    
    # Iterate through possible values of x until we find the inverses
    for i in range(100):  # We assume x is within a reasonable range
        if f(i) == 0:
            inv_f_0 = i
        elif f(i) == 6:
            inv_f_6 = i
    
    # Print the results and confidence level
    print(f"RESULT: {inv_f_0 + inv_f_6}")
    print("CONFIDENCE: 100")
except Exception as e:
    print(f"Error: {e}")
