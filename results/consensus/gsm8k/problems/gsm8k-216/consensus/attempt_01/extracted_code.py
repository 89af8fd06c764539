# Given values
initial_amount = 2000
additional_percentage = 0.10
monthly_payment = 165
months = 12

# Calculate the total amount to be returned
total_return = initial_amount + (initial_amount * additional_percentage)

# Calculate the total amount paid over 12 months
total_paid = monthly_payment * months

# Calculate the remaining balance
remaining_balance = total_return - total_paid

# Print the result
print(f"RESULT: {remaining_balance}")
