# Given values
principal = 2000
interest_rate = 0.10
monthly_payment = 165
months = 12

# Calculate the total interest
total_interest = principal * interest_rate * months

# Calculate the total amount paid
total_amount_paid = monthly_payment * months

# Calculate the remaining balance
remaining_balance = principal + total_interest - total_amount_paid

# Print the result
print(f"RESULT: {remaining_balance}")
