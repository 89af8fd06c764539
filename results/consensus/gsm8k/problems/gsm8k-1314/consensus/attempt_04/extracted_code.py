import sympy as sp

# Given values
current_age_james = 2 * 12 - 3  # James is twice as old as Dora, who will turn 12 in 3 years
current_age_dora = 12
current_age_john = 19

# Age of John's youngest son
age_youngest_son = current_age_john - 3

# Age of John's youngest son in 3 years
age_youngest_son_in_3_years = age_youngest_son + 3

print(f"RESULT: {age_youngest_son_in_3_years}")
