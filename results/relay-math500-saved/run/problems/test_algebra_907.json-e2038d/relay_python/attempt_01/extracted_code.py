# Attempt 1 of solving the problem

from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x**2 - x - 1, 0)

# Solve the equation
solutions = solve(equation, x)

# Calculate x^3 - 2x + 1 for each solution
results = [sol**3 - 2*sol + 1 for sol in solutions]

print("RESULT: ", results)
print("CONFIDENCE: ", 100)  # Assuming no errors or unexpected behavior
