from sympy import symbols, solve

# Define the variables
hours = symbols('hours')

# Calculate total hours practiced in 3 weeks
total_hours = (7 - 1) * 5 + 4 * 3

# Print RESULT: and CONFIDENCE:
print("RESULT:", total_hours)
print("CONFIDENCE:", 100)
