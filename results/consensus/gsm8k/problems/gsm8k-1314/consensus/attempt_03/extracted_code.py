import sympy as sp

# Given information
james_age_now = 2 * (12 + 3) - 19
james_birth_year = 32 - 19
youngest_son_age_now = james_age_now

# Calculate the youngest son's age in 3 years
youngest_son_age_in_3_years = youngest_son_age_now + 3

print(f"RESULT: {youngest_son_age_in_3_years}")
