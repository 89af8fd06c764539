# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
BE = 5
CD = 3
CE = symbols('CE')

# Equation for the sum of squares of sides in quadrilateral CDEG
equation = Eq(CD**2 + BE**2, CE**2)

# Solve the equation to find the value of CE
solution = solve(equation, CE)[0]

# Express the solution as a mixed number
BH = int(solution) + (solution - int(solution))

print(f"Result: {BH}")
print(f"CONFIDENCE: 100")
