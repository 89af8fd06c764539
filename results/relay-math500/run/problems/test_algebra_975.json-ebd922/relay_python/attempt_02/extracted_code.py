import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the functions
f1 = 1 / (sp.Abs(x**2 + 3*x - 4) + sp.Abs(x**2 + 9*x + 20))
f2 = 1 / (sp.Abs(x**2 - 1) + sp.Abs(x**2 - 5))

# Find the domain
domain = sp.calculus.util.continuous_domain(f1, x, sp.S.Reals).intersection(sp.calculus.util.continuous_domain(f2, x, sp.S.Reals))
print("RESULT: ", domain)
print("CONFIDENCE: ", 90)  # Assuming that after the first attempt, we have a good understanding and can confidently conclude
