from sympy import symbols, solve_abs_division

x = symbols('x')
expression = (abs(x**2 - 81) / (x**2 - 36*x))

# Solve the inequality
solution = solve_abs_division(expression)
print(solution)

# Check for any error
if not solution:
    print("Error: The expression cannot be solved.")
else:
    result = expression.subs(x, solution[0])
    confidence = int(result < 0) * 100  # Convert to confidence level (0-100)
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")
