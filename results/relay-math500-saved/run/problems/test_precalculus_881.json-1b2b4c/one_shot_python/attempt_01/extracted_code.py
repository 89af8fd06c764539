from sympy import symbols, Matrix

# Define the vectors
a = symbols('a1 a2 a3')
b = symbols('b1 b2 b3')
c = symbols('c1 c2 c3')

# Given cross products
cross_ab = Matrix([6, -7, 3])
cross_ac = Matrix([4, 7, 2])
cross_bc = Matrix([1, -7, 18])

# Compute the required expression (2b - a) x (3c + a)
expr = (2*b - a).cross(3*c + a)

# Solve for the components of the resulting vector
result_x = expr[0].as_coefficients_dict()[a1]
result_y = expr[1].as_coefficients_dict()[a2]
result_z = expr[2].as_coefficients_dict()[a3]

# Compute the confidence based on the magnitudes of the components
confidence = abs(result_x)**2 + abs(result_y)**2 + abs(result_z)**2

print(f"RESULT: {Matrix([result_x, result_y, result_z]).T}")
print(f"CONFIDENCE: {confidence}")
