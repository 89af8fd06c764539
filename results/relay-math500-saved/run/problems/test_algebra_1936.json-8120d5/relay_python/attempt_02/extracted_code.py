import sympy as sp

# Define the functions f and q
f = sp.Function('f')
q = sp.Function('q')

# Define the variables
x, b = sp.symbols('x b')

# Define the function q(x) = bx + 1
q_x = q(x)

# Define the equation f(q(1)) = -3
equation = f(q(1)) + 3

# Simplify the equation
equation_simplified = sp.simplify(equation.subs(sp.q, q_x))

# Solve for b
b_solution = sp.solve(equation_simplified, b)[0]

print(f"b = {b_solution}")
