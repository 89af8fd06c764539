import collections

def solve_problem():
    # Initial state definition
    initial_state = {"treeks": 10}
    
    # Attempt to set the number of treeks based on the weight relationships
    try:
        # Solve the system of equations for the weights
        from sympy import symbols, Eq, solve
        
        # Define the symbols
        treeks, squigs, goolee = symbols('treeks squigs goolee')
        
        # Set up the equations based on the problem statements
        eq1 = Eq(treesk * 3 + goolee, squigs)
        eq2 = Eq(2 * treesk + goolee, squigs)
        
        # Solve the system of equations
        solution = solve((eq1, eq2), (treeks, squigs, goolee))
        
        # Extract the number of treeks from the solution
        result = solution[treesk]
    except Exception as e:
        result = None
    
    return result

# Call the function to get the result
result = solve_problem()
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
