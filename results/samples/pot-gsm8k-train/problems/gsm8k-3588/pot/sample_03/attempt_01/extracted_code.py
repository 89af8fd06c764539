# Given that the number of bedbugs triples every day and after 4 days there are 810 bedbugs,
# we can work backwards to find the initial number of bedbugs.

# Let's denote the initial number of bedbugs as x.
# After 4 days, the number of bedbugs would be x * 3^4.
# We know that this number is 810.
# So, we can set up the equation: x * 3^4 = 810.

# Solving for x:
from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = Eq(x * 3**4, 810)

# Solve the equation
initial_bedbugs = solve(equation, x)[0]

# Print the result
print(f"RESULT: {initial_bedbugs}")
