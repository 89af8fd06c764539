# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variable and parameters
x = symbols('x')
a, c = symbols('a c', integer=True)

# Define the polynomial equation
P = 2*x**3 - 2*a*x**2 + (a**2 - 81)*x - c

# Set up the system of equations based on the roots being positive integers
eq1 = Eq(P.subs(x, 1), 0)
eq2 = Eq(P.subs(x, 2), 0)

# Solve the system of equations for a and c
solution = solve((eq1, eq2), (a, c))

# Extract the values of a and c
values_of_a = [sol[0] for sol in solution]
values_of_c = [sol[1] for sol in solution]

# Sum of the two possible values of c
sum_of_possible_values_of_c = sum(values_of_c)

# Print the result
print(f"RESULT: {sum_of_possible_values_of_c}")
