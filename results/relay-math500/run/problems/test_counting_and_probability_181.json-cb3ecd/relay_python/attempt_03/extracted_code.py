from sympy import symbols, Eq, solve

# Define the variable for n
n = symbols('n')

# Equation representing the total number of squares
equation = Eq(3*n**2 - 9*n + 6, 70)

# Solve the equation for n
solution = solve(equation, n)

# Print the solution and confidence based on the safety check
if solution:
    print(f"RESULT: {solution[0]}")
    print(f"CONFIDENCE: 100")  # Assuming the solution satisfies the problem constraints
else:
    print("RESULT: No valid solution found.")
