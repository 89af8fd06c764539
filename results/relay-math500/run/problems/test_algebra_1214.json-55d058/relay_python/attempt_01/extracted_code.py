def check_k():
    import sympy as sp

    # Given equation (3^k)^6 = 3^6
    k = sp.symbols('k')
    equation = (3**k)**6 - 3**6

    # Solve the equation for k
    solutions = sp.solve(equation, k)
    
    # Check if there is exactly one solution
    if len(solutions) == 1:
        k_value = solutions[0]
        
        # Calculate the result and confidence
        RESULT = f"{k_value}"
        CONFIDENCE = 100  # We have a certain answer, but it might not be the only answer.
        
        return RESULT, CONFIDENCE
    else:
        print("No unique solution found.")
        return None, None

# Run the check
RESULT, CONFIDENCE = check_k()
print(RESULT)
print(CONFIDENCE)
