# Initial values
john_age_initial = 19
james_age_initial = john_age_initial + 19
dora_age_initial = 12 + 3

# James is now twice as old as Dora
james_age_current = 2 * dora_age_initial

# The youngest son, born when John was 32, is the son of James
youngest_son_age_initial = john_age_initial + 32

# Age of the youngest son in 3 years
youngest_son_age_in_3_years = youngest_son_age_initial + 3

# Age of James in 3 years
james_age_in_3_years = james_age_current + 3

# Verify the final answer
print(f"Initial values: John age = {john_age_initial}, James age = {james_age_initial}, Dora age = {dora_age_initial}")
print(f"Current values: James age = {james_age_current}, Dora age = {dora_age_initial + 3}, Youngest son age = {youngest_son_age_initial}")
print(f"Age of the youngest son in 3 years: {youngest_son_age_in_3_years}")
print(f"Age of James in 3 years: {james_age_in_3_years}")
print(f"Verification: Youngest son age in 3 years = {youngest_son_age_in_3_years} and James age in 3 years = {james_age_in_3_years}")
RESULT: {youngest_son_age_in_3_years}
