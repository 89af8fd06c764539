from sympy import symbols, Eq, solve

# Define the variable
r = symbols('r')

# Define the equation
equation = Eq((6*r**2 - 19*r - 7)/(2*r-7), 4*r-3)

# Solve the equation
solutions = solve(equation, r)
print("Solutions:", solutions)

# Check if any solution is valid (non-zero and not equal to 3/2)
valid_solutions = [sol for sol in solutions if sol != 0 and sol != 3/2]
print("Valid solutions:", valid_solutions)

# RESULT: final answer
result = valid_solutions[0] if valid_solutions else "No valid solution found"
confidence = 100 if result == "No valid solution found" else 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
