from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x/2 + x/3, 5)

# Solve the equation
solution = solve(equation, x)[0]

# RESULT: the final answer
print(f"RESULT: {solution}")

# CONFIDENCE: 100 (solved with sympy)
print("CONFIDENCE: 100")
