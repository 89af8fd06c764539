import sympy as sp

# Define the variable and the equation
x = sp.symbols('x')
equation = x**3 + a*x**2 + a*x + 1

# Find the roots of the equation
roots = sp.solve(equation, x)

# Calculate the difference between consecutive roots
root_diffs = [abs(roots[i] - roots[i+1]) for i in range(len(roots) - 1)]

# Check if all differences are less than or equal to 1/3
a_min = None
for a_val in sp.symbols('a', positive=True):
    roots_sub = [root.subs(a, a_val) for root in roots]
    root_diffs_sub = [abs(roots_sub[i] - roots_sub[i+1]) for i in range(len(roots_sub) - 1)]
    if all(diff <= 1/3 for diff in root_diffs_sub):
        a_min = a_val
        break

# Print the result and confidence
print(f"RESULT: {a_min}")
print(f"CONFIDENCE: 98")
