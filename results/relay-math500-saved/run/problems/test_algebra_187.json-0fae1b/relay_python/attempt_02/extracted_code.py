from sympy import symbols, Eq

# Define the variable and the polynomial f
x = symbols('x')
f = symbols('f', cls=lambda: None)

# Given equation (x-1)*f(x) = 3x^4 + x^3 - 25x^2 + 38x - 17
equation = Eq((x - 1) * f, 3*x**4 + x**3 - 25*x**2 + 38*x - 17)

# Solve the equation for f(x)
f_solution = solve(equation, f)[0]

# Define the polynomial f with the solution
f_poly = f_solution.subs(x, x)

# Print the degree of the polynomial f
print(f"The degree of f is {f_poly.degree()}.")
