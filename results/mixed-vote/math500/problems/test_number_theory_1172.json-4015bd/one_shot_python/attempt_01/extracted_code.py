from sympy import symbols, Eq, solve

# Define the variable for leaves
n = symbols('n')

# Equation based on the problem statement
equation = Eq(2 * n, 3 + (7 * (n - 1)) / 2)

# Solve the equation
solution = solve(equation, n)[0]

# Check if the solution is greater than 100 and satisfies the condition that pages are 3 more than a multiple of 7
while solution <= 100 or (solution % 7 != 3):
    solution += 1

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
