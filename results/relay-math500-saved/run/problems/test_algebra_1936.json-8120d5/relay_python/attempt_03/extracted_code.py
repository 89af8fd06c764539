import sympy as sp

# Define the functions f and q
def f(x):
    return x - 3

def q(x, b):
    return b * x + 1

# Attempt to evaluate q(1)
q_1 = q(1, sp.symbols('b'))

# Substitute q(1) into f(q(1))
equation = f(q_1)

# Simplify the equation
equation_simplified = sp.simplify(equation - (-3))

# Solve for b
solution = sp.solve(equation_simplified, sp.symbols('b'))
print(solution)
