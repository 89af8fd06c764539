from sympy import symbols, solve_abs_division

# Define the variable
x = symbols('x')

# Solve the inequality |x^2 - 81| / (x^2 - 36x) < 0
inequality_solution = solve_abs_division(x**2 - 81, x**2 - 36*x)

# Display the solution
print(inequality_solution)
