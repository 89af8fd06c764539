from sympy import symbols, Eq

# Define the variable
x = symbols('x')

# Given polynomial equation
equation = Eq((x-1)*f(x), 3*x**4 + x**3 - 25*x**2 + 38*x - 17)

# Solve for f(x)
solution = solve(equation, f(x))

# Display the solution and its degree
f_solution = solution[0]
degree_of_f = len(f_solution.as_poly().all_coeffs())
print(f"Solution: {f_solution}")
print(f"Degree of f: {degree_of_f}")
