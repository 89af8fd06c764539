from sympy import symbols, Eq, solve

# Define the variable and the function
x = symbols('x')
function = 10*x**2 - x - 24

# Factorize the function
factored_form = (10*x + 3)*(x - 8)

# Solve the equation factored_form = function
solutions = solve(Eq(factored_form, function), x)
A = factored_form.as_coefficients_dict().get(x**2, 0) // 10  # Coefficient of x^2
B = factored_form.as_coefficients_dict().get(x, 0) // 3    # Coefficient of x

# Calculate AB + B
result = A * B + B
print(f"AB + B = {result}")
