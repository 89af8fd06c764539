import sympy as sp

# Define the initial amount in US dollars
initial_dollars = 300

# Convert dollars to pounds and euros
dollars_to_pounds = sp.Rational(initial_dollars, 1) * 1.64
dollars_to_euros = sp.Rational(initial_dollars, 1) * 1.32

# Calculate the amount in pounds and euros
amount_in_pounds = dollars_to_pounds.evalf()
amount_in_euros = dollars_to_euros.evalf()

# Round to the nearest whole number
amount_in_pounds_rounded = round(amount_in_pounds)
amount_in_euros_rounded = round(amount_in_euros)

# Calculate the difference in euros and pounds
difference = amount_in_euros_rounded - amount_in_pounds_rounded

# Print the result
print(f"RESULT: {difference}")
print(f"CONFIDENCE: 100")
