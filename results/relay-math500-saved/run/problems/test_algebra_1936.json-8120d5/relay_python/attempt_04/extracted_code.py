import sympy as sp

# Define the functions f and q
f = lambda x: x - 3
q = sp.Function('q')

# Given that f(q(1)) = -3, we need to find the value of b
# Let's evaluate q(1)
q_1 = q.subs(sp.symbols('x'), 1)

# Substitute q(1) into f and set it equal to -3
equation = sp.Eq(f(q_1), -3)

# Solve for b
b_value = sp.solve(equation, sp.symbols('b'))[0]

print(b_value)
