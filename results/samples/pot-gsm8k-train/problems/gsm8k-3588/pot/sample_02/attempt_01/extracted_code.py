import sympy as sp

# Given that the number of bedbugs triples every day and after four days there were 810
# Let's denote the initial number of bedbugs by x
# After four days, the number of bedbugs is x * 3^4 = 810

# Solve for x
initial_bedbugs = sp.solve(x * 3**4 - 810, x)[0]

# Print the result
print(f"RESULT: {initial_bedbugs}")
