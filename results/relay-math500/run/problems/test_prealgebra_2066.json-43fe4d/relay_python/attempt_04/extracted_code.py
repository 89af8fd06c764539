import sympy as sp

# Initial amount in US dollars
initial_usd = 300

# Convert to pounds
pounds = initial_usd / 1.64

# Convert to euros
euros = initial_usd / 1.32

# Calculate the difference between euros and pounds
difference = euros - pounds

# Print the result with confidence level (round to nearest whole number)
print(f"RESULT: {sp.N(difference, 0)}")
print("CONFIDENCE: 100")
