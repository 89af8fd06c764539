import sympy as sp

# Define the points A, B, C, D on the circumference of a circle
# Let's assume the points are given by angles theta1, theta2, theta3, theta4 in radians
theta1, theta2, theta3, theta4 = sp.symbols('theta1 theta2 theta3 theta4')

# Define vectors AB and CD
AB = sp.Matrix([sp.cos(theta2) - sp.cos(theta1), sp.sin(theta2) - sp.sin(theta1)])
CD = sp.Matrix([sp.cos(theta4) - sp.cos(theta3), sp.sin(theta4) - sp.sin(theta3)])

# Calculate the dot product of AB and CD to check if they intersect
dot_product = AB.dot(CD)

# Simplify the dot product expression
dot_product_simplified = sp.simplify(dot_product)

# The intersection will occur if the dot product is not zero
probability_intersecting = 1 - sp.Abs(dot_product_simplified) / sp.sqrt(sp.cos(theta2)**2 + sp.sin(theta2)**2) * sp.sqrt(sp.cos(theta4)**2 + sp.sin(theta4)**2)
probability_intersecting_simplified = sp.simplify(probability_intersecting)

print(f"RESULT: {probability_intersecting_simplified}")
print(f"CONFIDENCE: 95")
