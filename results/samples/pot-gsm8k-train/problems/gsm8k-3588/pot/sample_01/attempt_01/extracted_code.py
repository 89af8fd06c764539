import sympy as sp

# Given information
bedbugs_after_4_days = 810
days = 4

# Equation to determine the initial number of bedbugs
initial_bedbugs = bedbugs_after_4_days / (3 ** days)

print(f"RESULT: {initial_bedbugs}")
