# Importing necessary packages for mathematical operations
from sympy import Eq, solve

# Defining the equation based on the given problem
equation = Eq(2**8, 4**x)

# Solving the equation for x
solution = solve(equation, x)

# Extracting the value of x
x_value = solution[0]

# Printing the result and confidence level
print("RESULT:", x_value)
print("CONFIDENCE:", 100)  # Assuming perfect confidence as the problem is straightforward
