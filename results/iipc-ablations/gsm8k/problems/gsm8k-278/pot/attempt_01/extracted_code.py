from sympy import symbols, Eq, solve

# Define the variable for Marco's age
m = symbols('m')

# Define the equation for the sum of their ages
equation = Eq(m + 20, 20)

# Solve the equation for Marco's age
marco_age = solve(equation, m)[0]

# Calculate the sum of their ages in 10 years
result = marco_age + 10

# Print the result
print(f"RESULT: {result}")
