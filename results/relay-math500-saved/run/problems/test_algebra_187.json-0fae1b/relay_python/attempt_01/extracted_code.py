# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variable and polynomial f(x)
x = symbols('x')
f = symbols('f', cls=lambda: lambda x: None)

# Given equation (x-1)*f(x) = 3*x^4 + x^3 - 25*x^2 + 38*x - 17
equation = Eq((x-1)*f(x), 3*x**4 + x**3 - 25*x**2 + 38*x - 17)

# Solve the equation for f(x)
solution = solve(equation, f(x))

# Extract the degree of the polynomial f(x)
degree_of_f = len(solution[0].as_poly(x).all_coeffs())

# Print the result and confidence
print("RESULT:", degree_of_f)
print("CONFIDENCE:", 100)  # Assuming a high confidence level since we solved for the polynomial
