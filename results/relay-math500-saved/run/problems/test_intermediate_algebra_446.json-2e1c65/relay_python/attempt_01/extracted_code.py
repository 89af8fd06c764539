def min_value():
    import sympy as sp

    # Define the variable and function
    x = sp.symbols('x')
    func = (x + 5) * (x + 2) / (x + 1)

    # Find the critical points by differentiating and setting to zero
    diff = sp.diff(func, x)
    critical_points = sp.solve(diff, x)

    # Evaluate the function at the critical points and endpoints if necessary
    min_value = float('inf')
    for point in critical_points:
        if point > 0:  # Ensure point is positive
            value = func.subs(x, point)
            if value < min_value:
                min_value = value

    return min_value

# Attempt 1 - Compute the minimum value and print result
min_val = min_value()
print(f"RESULT: {min_val}")
