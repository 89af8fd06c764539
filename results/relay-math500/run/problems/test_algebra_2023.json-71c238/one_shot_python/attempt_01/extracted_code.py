import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = sp.sqrt(x-1) / (x-2)

# Solve for x when f is defined
domain = sp.solve(sp.denom(f), x)
valid_domain = [d for d in domain if d != 2]
smallest_valid_x = min(valid_domain)

# Compute the value of f at the smallest valid x and check it
f_at_smallest_x = f.subs(x, smallest_valid_x)

# Print the result and confidence level
print(f"RESULT: {sp.N(smallest_valid_x)}")
print(f"CONFIDENCE: 100")
