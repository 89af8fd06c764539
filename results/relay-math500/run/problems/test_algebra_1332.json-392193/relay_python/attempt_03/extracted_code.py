from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# The relationship given is inversely proportional, so we can write:
# 1500 / 2500 = x / 15
equation = Eq(1500 / 2500, x / 15)

# Solve the equation for x
solution = solve(equation, x)[0]

print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
