from sympy import Rational, sqrt

# Given data
cost1 = 1500
sales1 = 15

# Calculate the constant of proportionality
constant = sales1 / cost1

# New cost to find sales for
cost2 = 2500

# Calculate new sales using the constant of proportionality
sales2 = constant * cost2

# Print RESULT and CONFIDENCE
print("RESULT:", sales2)
print("CONFIDENCE:", 98)  # Assuming a high confidence based on previous attempts
