# Import necessary libraries
from sympy import symbols, Eq, solve

# Define variables
total_students = 35
girls_multiple_of_13 = symbols('girls_multiple_of_13')
boys = symbols('boys')

# Equations based on the problem statement
eq1 = Eq(girls_multiple_of_13, boys)
eq2 = Eq(total_students - girls_multiple_of_13, boys)

# Solve the system of equations
solution = solve((eq1, eq2), (girls_multiple_of_13, boys))

# Extract the number of boys from the solution
boys_count = solution[boys]

# Print the result and confidence level
print("RESULT: ", boys_count)
print("CONFIDENCE: ", 100)
