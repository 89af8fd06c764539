import sympy as sp

# Define the variable and function
x, λ = sp.symbols('x λ')
f = λ * x * (1 - x)

# Solve for f(x) != x
sol_f_ne_x = sp.solve(f - x, x)
print(f"RESULT: {sol_f_ne_x}")

# Substitute f(x) into itself and solve for f(f(x)) == x
f_of_f = f.subs(x, f)
sol_f_of_f_eq_x = sp.solve(f_of_f - x, x)
print(f"CONFIDENCE: {len(sol_f_of_f_eq_x)}")
