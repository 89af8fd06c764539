from sympy import symbols, Eq, solve, sin, cos, tan

# Define the variable
A = symbols('A')

# Given equation: sin(A) = 2*cos(A)
equation = Eq(sin(A), 2*cos(A))

# Solve for A in radians
solutions = solve(equation, A)

# Filter out the solution that is within the range of a right triangle (0 < A < pi/2)
valid_solution = [sol.evalf() for sol in solutions if sol.evalf() > 0 and sol.evalf() < math.pi / 2][0]

# Calculate tan(A) using the valid solution
tan_A = tan(valid_solution)

# Print the result and confidence level
print(f"RESULT: {tan_A}")
print(f"CONFIDENCE: 100")
