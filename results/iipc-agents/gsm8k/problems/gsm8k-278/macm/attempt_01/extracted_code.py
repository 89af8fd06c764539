# Given conditions
current_age_sum = 20
future_age_sum = 30

# Calculate the change in age over 10 years
age_change = future_age_sum - current_age_sum

# Calculate the sum of their ages in 10 years
future_age_sum = current_age_sum + age_change

# Print the final answer
print(f"RESULT: {future_age_sum}")
