import sympy as sp

# Define the age of Mico and Marco
age_mico = sp.symbols('age_mico')
age_marco = sp.symbols('age_marco')

# They realized that the sum of their ages is 20
equation = sp.Eq(age_mico + age_marco, 20)

# Solve the equation to find the ages of Mico and Marco
solution = sp.solve(equation, (age_mico, age_marco))
age_mico_value = solution[0][0]
age_marco_value = solution[0][1]

# In 10 years, the sum of their ages will be
age_mico_in_10_years = age_mico_value + 10
age_marco_in_10_years = age_marco_value + 10

# The sum of their ages in 10 years
result = age_mico_in_10_years + age_marco_in_10_years

# Print the result
print(f"RESULT: {result}")
