# Importing the necessary functions from sympy
from sympy import symbols, div

# Defining the variable and the polynomial
x = symbols('x')
polynomial = x**6 - 3

# Performing the division of the polynomial by (x + 1)
quotient, remainder = div(polynomial, x + 1)

# Printing the results
print(f"RESULT: {quotient}")
print(f"CONFIDENCE: 100")
