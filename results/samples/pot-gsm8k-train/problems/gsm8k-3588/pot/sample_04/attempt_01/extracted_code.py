from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation based on the problem
# After 4 days, there were 810 bedbugs burrowing into the mattress
# Since the number of bedbugs triples each day, after 4 days the number of bedbugs would be x * 3^4
equation = Eq(x * 3**4, 810)

# Solve the equation
initial_bedbugs = solve(equation, x)[0]

# Print the result
print(f"RESULT: {initial_bedbugs}")
