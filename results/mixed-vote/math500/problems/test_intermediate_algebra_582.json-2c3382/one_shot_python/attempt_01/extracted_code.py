from sympy import symbols, solve, sqrt

# Define the variable
x = symbols('x')

# Define the equation
equation = x**10 + (13*x - 1)**10

# Solve the equation
roots = solve(equation, x)

# Calculate the sum of reciprocals of conjugate pairs
sum_reciprocals = sum(1/(root * root.conjugate()) for root in roots)

# Print the result and confidence level
print(f"RESULT: {sum_reciprocals}")
print(f"CONFIDENCE: 100")
