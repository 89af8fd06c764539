from sympy import symbols, Eq, solve

# Define the variables
age_mico, age_marco = symbols('age_mico age_marco')

# Define the equation
equation = Eq(age_mico + age_marco, 20)

# Solve the equation for one variable in terms of the other
solution = solve(equation, age_marco)[0]

# Calculate the sum of their ages in 10 years
sum_age_in_10_years = age_mico + (solution + 10)

# Print the result
print(f"RESULT: {sum_age_in_10_years}")
