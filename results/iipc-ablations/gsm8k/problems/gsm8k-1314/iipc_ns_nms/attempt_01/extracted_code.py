# Initial values
john_age_initial = 19
james_age_initial = john_age_initial + 19
dora_age_initial = 12 + 3

# James is now twice as old as Dora
james_age_current = 2 * dora_age_initial

# The youngest son is born when John was 32
youngest_son_age_initial = john_age_initial - 32

# The youngest son is currently 3 years old
youngest_son_age_current = 3

# The youngest son will be 6 years old in 3 years
youngest_son_age_future = youngest_son_age_current + 3

# Verification
print(f"Initial values: John age = {john_age_initial}, James age = {james_age_initial}, Dora age = {dora_age_initial}")
print(f"James is now twice as old as Dora: {james_age_current == 2 * dora_age_initial}")
print(f"The youngest son is born when John was 32: {youngest_son_age_initial == john_age_initial - 32}")
print(f"The youngest son is currently 3 years old: {youngest_son_age_current == 3}")
print(f"The youngest son will be 6 years old in 3 years: {youngest_son_age_future == 6}")

# Result
RESULT: 6
