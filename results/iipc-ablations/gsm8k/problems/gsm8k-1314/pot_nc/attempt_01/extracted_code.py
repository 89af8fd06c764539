from sympy import symbols, Eq, solve

# Define the variables
james_age, dora_age, john_age = symbols('james_age dora_age john_age')

# Given information
james_age_initial = 19
james_age_now = 2 * dora_age
dora_age_in_3_years = 12
john_age_initial = 32

# Equation for James's age
eq1 = Eq(james_age_now, 2 * dora_age)

# Equation for Dora's age in 3 years
eq2 = Eq(dora_age_in_3_years, dora_age + 3)

# Solve the system of equations
solution = solve((eq1, eq2), (james_age, dora_age))

# Calculate the age of the youngest son in 3 years
youngest_son_age_in_3_years = solution[james_age] + 3

# Print the result
print(f"RESULT: {youngest_son_age_in_3_years}")
