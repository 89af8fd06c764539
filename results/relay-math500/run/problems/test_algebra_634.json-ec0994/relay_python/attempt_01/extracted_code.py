# Import necessary libraries
from sympy import symbols, Eq, solve

def attempt1():
    # Define the variable and equation
    r = symbols('r')
    equation = Eq((6*r**2 - 19*r - 7) / (2*r - 7), 4*r - 3)
    
    try:
        # Solve the equation
        solution = solve(equation, r)
        
        # Filter out any solutions that do not satisfy the original equation
        valid_solution = [sol.evalf() for sol in solution if equation.subs(r, sol).simplify() == 0]
        
        # Print the result and confidence level
        print(f"RESULT: {valid_solution[0]}")
        print(f"CONFIDENCE: 100")
    except Exception as e:
        print(f"ERROR: {e}")

# Run the attempt
attempt1()
