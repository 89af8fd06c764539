# Import necessary libraries
from sympy import symbols, Eq

# Define the variable
x = symbols('x')

# Define the polynomial equation based on the given information
f = 3*x**4 + x**3 - 25*x**2 + 38*x - 17

# Calculate the degree of f
degree_f = f.as_poly(x).degree()

# Print the result and confidence
print(f"RESULT: The degree of f is {degree_f}")
print(f"CONFIDENCE: 100")  # Since the program correctly solved the problem, we set confidence to 100
