# Import sympy to resolve the problem
from sympy import log, Eq

# Define the variable k and solve the equation
k = 1
equation = Eq(3**k**6, 3**6)
solution = solve(equation, k)

# Print the result based on the solution
if solution:
    RESULT: solution[0]
else:
    print("RESULT: No solution found")

CONFIDENCE: 50
