# Given values
borrowed_amount = 2000
monthly_payment = 165
months = 12
additional_return_percentage = 0.10

# Calculate total payment
total_payment = monthly_payment * months

# Calculate total return
total_return = borrowed_amount + (additional_return_percentage * borrowed_amount)

# Calculate remaining balance
remaining_balance = total_payment - total_return

# Print the result
print(f"RESULT: {remaining_balance}")
