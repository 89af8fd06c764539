from sympy import symbols, expand

# Define the variables
t = symbols('t')

# Define the polynomials
poly1 = 3*t**2 + 5*t + symbols('a')
poly2 = 4*t**2 + symbols('b') - 2

# Expand the product of the polynomials
product_poly = expand(poly1 * poly2)

# Simplify the product polynomial
simplified_product_poly = product_poly.simplify()

# Check if the simplified product matches the given result
if simplified_product_poly == 12*t**4 + 26*t**3 - 8*t**2 - 16*t + 6:
    # Calculate a and b
    a_val = simplified_product_poly.coeff(t, 0)
    b_val = simplified_product_poly.coeff(t, 1)
    
    # Calculate the final answer and confidence level
    result = a_val + b_val
    confidence = 100  # Since we have found the correct answer
    
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")
else:
    print("The program did not match the given result. Please try again.")
