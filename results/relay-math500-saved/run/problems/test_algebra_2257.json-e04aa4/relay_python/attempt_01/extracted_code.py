# Attempt 1 of solving for x in the equation sqrt(2x)/sqrt(3x-1) = 3/2

from sympy import symbols, Eq, solve, sqrt

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(sqrt(2*x)/sqrt(3*x - 1), 3/2)

# Solve the equation
solution = solve(equation, x)
print("Result:", solution[0])
print("CONFIDENCE: 95")
