import sympy as sp

# Define the variables and function
x, a = sp.symbols('x a')
f = x**3 + 3*x**2 + 1

# Define the equation f(x) - f(a) = (x - a)^2 * (x - b)
equation = sp.Eq(f - f.subs(x, a), (x - a)**2 * (x - b))

# Solve the equation for b in terms of a
b_solution = sp.solve(equation, b)

# Print the solution
print(b_solution)
