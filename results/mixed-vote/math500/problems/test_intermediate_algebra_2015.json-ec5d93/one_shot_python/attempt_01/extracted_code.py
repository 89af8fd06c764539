import sympy as sp

# Define the variable and the equation
x = sp.symbols('x')
equation = x**4 + 2*x**3 + 2

# Find the roots of the equation
roots = sp.solve(equation, x)

# Calculate the products of the roots taken two at a time
product1 = roots[0]*roots[1]
product2 = roots[0]*roots[2]
product3 = roots[0]*roots[3]
product4 = roots[1]*roots[2]
product5 = roots[1]*roots[3]
product6 = roots[2]*roots[3]

# The set of the products
result_set = {product1, product2, product3}

# Calculate the confidence level (100% for this problem)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {result_set}")
print(f"CONFIDENCE: {confidence_level}")
