from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = 1/x + 5*x**2 - 6*x + 24

# Solve the equation for x
roots = solve(equation, x)

# Compute a+b+c
a, b, c = roots
result = a + b + c

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
