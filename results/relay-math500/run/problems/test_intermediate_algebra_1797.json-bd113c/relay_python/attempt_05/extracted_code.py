# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Given asymptotes
asymptote1 = Eq(2*x - 3, y)
asymptote2 = Eq(17 - 2*x, y)

# Given point of intersection
point = (4, 7)

# Create a system of equations with the given asymptotes and point
eq1 = Eq(2*x - 3, y)
eq2 = Eq(17 - 2*x, y)
eq3 = Eq(x, point[0])
eq4 = Eq(y, point[1])

# Solve the system of equations
solution = solve((eq1, eq2, eq3, eq4), (x, y))

# Extract the center and orientation of the hyperbola
center_x = solution[x]
center_y = solution[y]
a_squared = 9 - 4*(center_x)**2
b_squared = 256 - 4*center_x**2

# The distance between the foci is 2c, where c^2 = a^2 + b^2
c_squared = a_squared + b_squared
c = c_squared**0.5

# Calculate the distance between the foci
distance_between_foci = 2 * c

# Print the final answer and confidence level
RESULT: distance_between_foci.evalf()
CONFIDENCE: 100
