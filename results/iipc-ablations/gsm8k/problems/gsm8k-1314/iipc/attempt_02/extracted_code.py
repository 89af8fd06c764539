# Initial values
john_age_initial = 19
james_age_initial = 22  # Corrected to 22
dora_age_initial = 15 + 3  # Dora will be 18 in 3 years

# James is now twice as old as Dora
assert james_age_initial == 2 * dora_age_initial

# The youngest son is the son of James
# The youngest son was born when John was 32
youngest_son_age_initial = john_age_initial - 32

# James is now 3 years older than the youngest son
assert james_age_initial == youngest_son_age_initial + 3

# The age of the youngest son in 3 years will be the same as the age of James in 3 years
assert youngest_son_age_initial + 3 == james_age_initial + 3

# Final answer
RESULT: youngest_son_age_initial + 3
