import sympy as sp

# Given data
bedbugs_after_four_days = 810
days = 4

# Since the number of bedbugs triples every day, we can work backwards to find the initial number
initial_bedbugs = bedbugs_after_four_days / (3 ** days)

# Display the result
print(f"RESULT: {initial_bedbugs}")
