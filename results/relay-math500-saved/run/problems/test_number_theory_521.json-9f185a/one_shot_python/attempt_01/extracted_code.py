# Importing necessary packages
from sympy import symbols, Eq, solve

# Defining the variable for even integers
even_integer = symbols('even_integer')

# Setting up the equation based on the problem statement
equation = Eq((2 * even_integer) * (2 * even_integer + 2), 288)

# Solving the equation
solution = solve(equation, even_integer)

# Extracting the positive solution and rounding to the nearest integer
positive_solution = round(solution[0])

# Calculating the greater of the two integers
greater_integer = positive_solution + 1

# Printing the final answer and confidence level
print(f"RESULT: {greater_integer}")
print(f"CONFIDENCE: 100")
