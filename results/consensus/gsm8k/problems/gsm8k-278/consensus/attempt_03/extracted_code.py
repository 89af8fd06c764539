from sympy import symbols, Eq, solve

# Define the variable for their ages
age_mico = symbols('age_mico')
age_marco = symbols('age_marco')

# Equation representing the sum of their ages
equation = Eq(age_mico + age_marco, 20)

# Solve the equation for one of the ages in terms of the other
age_mico_solution = solve(equation, age_mico)[0]

# Calculate the sum of their ages in 10 years
age_mico_in_10_years = age_mico_solution + 10
age_marco_in_10_years = age_marco_solution + 10

# Calculate the sum of their ages in 10 years
result = age_mico_in_10_years + age_marco_in_10_years
print(f"RESULT: {result}")
