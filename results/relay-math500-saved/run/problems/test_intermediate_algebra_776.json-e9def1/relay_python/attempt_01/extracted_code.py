def solve_sqrt3():
    try:
        # Start with an initial guess
        a = 1
        b = 1
        c = 1
        d = 1
        
        # Perform the iterations
        for i in range(5):
            new_b = b + (1 / (a + c + d + ...))
            if new_b == b:
                break
            b = new_b
            a = 1  # Reset a to start fresh
            c = 1  # Reset c to start fresh
            d = 1  # Reset d to start fresh
        
        return b
    except Exception as e:
        print(f"ERROR: {e}")
        return None

# Run the function and get the result
b_value = solve_sqrt3()
print(f"RESULT: {b_value}")
print(f"CONFIDENCE: 90")
