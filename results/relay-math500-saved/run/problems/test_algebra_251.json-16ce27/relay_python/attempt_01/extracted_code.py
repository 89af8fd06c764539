def solve_problem():
    from collections import *

    # Initial setup
    try:
        result = None
        confidence = 0

        # Attempt 1: Solve the problem using sympy
        from sympy import symbols, Eq, solve

        x = symbols('x')
        equation = Eq(3 + 1/x, 7/x)
        solution = solve(equation, x)

        if solution:
            result = solution[0]
            confidence = 100  # 100% confidence as we found the exact solution
        else:
            result = "No solution found"
            confidence = 50  # 50% confidence because there is no exact solution

    except Exception as e:
        result = str(e)
        confidence = 0  # 0% confidence due to an error

    return result, confidence

# Get the results from attempt 1
result, confidence = solve_problem()

# Print the final answer and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
