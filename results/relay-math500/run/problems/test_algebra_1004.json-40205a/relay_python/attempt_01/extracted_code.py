# Importing necessary libraries
from sympy import Eq, solve

# Setting the equation based on the problem statement
equation = Eq(2**8, 4**x)

# Solving the equation for x
solution = solve(equation, x)

# Printing the solution and confidence level
print("RESULT:", solution[0])
print("CONFIDENCE:", 100)  # Assuming a high degree of certainty
