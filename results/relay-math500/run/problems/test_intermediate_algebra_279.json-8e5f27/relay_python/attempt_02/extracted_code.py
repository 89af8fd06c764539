from sympy import symbols, factor

# Define the variable
x = symbols('x')

# Define the polynomial equation
polynomial = x**8 + 3*x**4 - 4

# Factor the polynomial
factors = factor(polynomial)

# Print the factors and their coefficients
print(factors)
