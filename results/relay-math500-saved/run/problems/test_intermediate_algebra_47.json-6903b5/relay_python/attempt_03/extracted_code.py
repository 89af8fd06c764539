import sympy as sp

# Define the function f(x)
x, a = sp.symbols('x a')
f = x**3 + 3*x**2 + 1

# Define the equation (f - f(a)) = (x - a)^2 * (x - b)
equation = sp.Eq(f - f.subs(x, a), (x - a)**2 * (x - b))

# Solve the equation for x in terms of a
solutions = sp.solve(equation, x)

# We need to find a and b such that solutions includes both roots of f(a)
for root_a in solutions:
    # Find the other root by substituting back into the original function
    root_b = -root_a**2 / (3 + 4*root_a)
    
    # Check if the solution is valid
    if sp.simplify(f.subs(x, root_a) - f.subs(x, root_b)) == 0:
        a_val = root_a
        b_val = root_b
        break

print((a_val, b_val))
