# Import necessary libraries
from sympy import symbols, Eq

# Define variables
x, y = symbols('x y')

# Set up the equation for the total number of cards dealt
total_cards = 54
equation = Eq(x * y, total_cards)

# Solve the equation for x in terms of y
solutions_x = [sol.evalf() for sol in equation.solve(y) if sol.is_integer and sol > 1]

# The number of possible values of x is the length of the solutions list
number_of_possible_values = len(solutions_x)

# Print the results
print(f"RESULT: {number_of_possible_values}")
print(f"CONFIDENCE: 100")
