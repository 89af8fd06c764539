# Initial values
initial_loan = 2000
additional_percentage = 0.10
monthly_payment = 165
months = 12

# Step 1: Calculate the total amount Janeth will pay back
total_payment = initial_loan + (initial_loan * additional_percentage)

# Step 2: Calculate the remaining balance after 12 months
remaining_balance = total_payment - (monthly_payment * months)

# Step 3: Print intermediate values
print(f"Initial loan: ${initial_loan}")
print(f"Additional percentage: {additional_percentage * 100}%")
print(f"Total payment: ${total_payment}")
print(f"Monthly payment: ${monthly_payment}")
print(f"Months: {months}")
print(f"Remaining balance: ${remaining_balance}")

# Verification
# Check if the remaining balance is correct
assert remaining_balance == 2000 + (2000 * 0.10) - (165 * 12), "The remaining balance is incorrect."
print("Verification successful.")
print("RESULT: $", remaining_balance)
