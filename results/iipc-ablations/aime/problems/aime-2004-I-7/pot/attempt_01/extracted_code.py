from sympy import symbols, expand

# Define the variable
x = symbols('x')

# Define the product of the terms
product = 1
for i in range(1, 16):
    product *= (1 - i*x)

# Expand the product
expanded_product = expand(product)

# Extract the coefficient of x^2
C = expanded_product.coeff(x, 2)

# Print the absolute value of C
print(f"RESULT: {abs(C)}")
