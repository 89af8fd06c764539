import sympy as sp

# Given values
initial_amount = 2000
interest_rate = 0.10
monthly_payment = 165
months = 12

# Calculate the total interest
total_interest = initial_amount * interest_rate * months

# Calculate the total payment including interest
total_payment = initial_amount + total_interest

# Calculate the remaining balance
remaining_balance = total_payment - (monthly_payment * months)

# Print the result
print(f"RESULT: {remaining_balance}")
