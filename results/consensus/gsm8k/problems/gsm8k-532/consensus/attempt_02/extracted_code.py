import sympy as sp

# Define the variables
james_age = sp.symbols('james_age')
cousin_age = sp.symbols('cousin_age')

# Given equations
eq1 = sp.Eq(james_age + 5, 27)
eq2 = sp.Eq(cousin_age + 8, 2 * (james_age + 8) - 10)

# Solve the equations
james_age_value = sp.solve(eq1, james_age)[0]
cousin_age_value = sp.solve(eq2, cousin_age)[0]

# Calculate the number of years separating their ages
years_separation = cousin_age_value - james_age_value

# Print the result
print(f"RESULT: {years_separation}")
