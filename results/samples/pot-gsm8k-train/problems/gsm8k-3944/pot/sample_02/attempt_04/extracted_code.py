from sympy import Eq, solve, symbols

# Define the variables
s = symbols('s')
j = symbols('j')

# Set up the equations
eq1 = Eq(s + j, 120)  # Combined height equation
eq2 = Eq(j, 2*s + 6)  # Joe's height equation

# Solve the system of equations
solution = solve((eq1, eq2), (s, j))

# Extract Joe's height
joe_height = solution[j]

# Print the result
RESULT: Joe_height
