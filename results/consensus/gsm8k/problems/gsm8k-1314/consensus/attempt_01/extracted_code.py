from sympy import symbols, Eq, solve

# Define the variables
james_age, dora_age, john_age = symbols('james_age dora_age john_age')

# Given information
james_age_19 = 19
james_age_now = 2 * dora_age
dora_age_12 = 12
dora_age_3_years = dora_age_12 + 3

# Equation for James's age in 3 years
eq1 = Eq(james_age_now, dora_age_3_years)

# Solve for dora's age now
dora_age_now = solve(eq1, dora_age)[0]

# Equation for John's youngest son's age in 3 years
john_youngest_age = john_age - 3

# Equation for John's youngest son's age now
john_youngest_age_now = john_youngest_age + 3

# Solve for John's youngest son's age now
john_youngest_age_now = solve(eq2, john_youngest_age_now)[0]

# Print the result
print(f"RESULT: {john_youngest_age_now}")
