# Initial ages of Mico and Marco
age_mico = 10  # Let's assume Mico is 10 years old for simplicity
age_marco = 10  # Let's assume Marco is 10 years old for simplicity

# Sum of their ages now
sum_ages_now = age_mico + age_marco

# Sum of their ages in 10 years
sum_ages_in_10_years = sum_ages_now + 10

# Print intermediate values
print(f"Initial ages: Mico = {age_mico}, Marco = {age_marco}")
print(f"Sum of ages now: {sum_ages_now}")
print(f"Sum of ages in 10 years: {sum_ages_in_10_years}")

# Verification: Check if the sum of their ages in 10 years is correct
assert sum_ages_in_10_years == 30, "The sum of their ages in 10 years should be 30."

# Print the final answer
RESULT: 30
