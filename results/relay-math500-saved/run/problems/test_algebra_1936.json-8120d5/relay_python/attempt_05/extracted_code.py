# Import necessary libraries
import sympy as sp

# Define the function q(x)
x = sp.symbols('x')
b = sp.symbols('b')
q = b*x + 1

# Substitute x with 1 in the function q(x)
q_1 = q.subs(sp.symbols('x'), 1)

# Solve for b when f(q(1)) = -3
solution = sp.solve(f.subs(x, q_1) + 3, b)

# Print the solution
print(solution[0])
