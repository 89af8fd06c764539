from sympy import Rational

# Given values
principal = 2000
interest_rate = 0.10
monthly_payment = 165
months = 12

# Calculate total interest
total_interest = principal * interest_rate * months

# Calculate total amount to be paid
total_amount = principal + total_interest

# Calculate remaining balance after payments
remaining_balance = total_amount - (monthly_payment * months)

# Simplify the result
remaining_balance_simplified = Rational(remaining_balance).limit_denominator()

# Print the RESULT: line
print(f"RESULT: {remaining_balance_simplified}")
