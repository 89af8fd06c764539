from sympy import Eq, solve

# Define the variables
sara_height = s
joe_height = j

# Set up the equations
eq1 = Eq(sara_height + joe_height, 120)  # Combined height equation
eq2 = Eq(joe_height, 2*sara_height + 6)  # Joe's height equation

# Solve the system of equations
solution = solve((eq1, eq2), (sara_height, joe_height))

# Extract Joe's height
joe_height = solution[joe_height]

# Print the result
RESULT: joe_height
