# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
daps = symbols('daps')
yaps = symbols('yaps')
baps = symbols('baps')

# Set up the equations based on the given information
eq1 = Eq(4 * daps, 7 * yaps)
eq2 = Eq(5 * yaps, 3 * baps)

# Solve the system of equations for daps and baps
solution = solve((eq1, eq2), (daps, baps))

# Print the result
print("RESULT:", solution[daps])
