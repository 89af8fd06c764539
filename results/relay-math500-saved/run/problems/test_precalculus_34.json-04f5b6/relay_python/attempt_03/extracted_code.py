import sympy as sp

# Define the variables and vectors
x, y = symbols('x y')
v1 = sp.Matrix([1, -2, 1])
v2 = sp.Matrix([2, y, -5])

# Calculate the dot product of v1 and v2
dot_product = dot(v1, v2)

# Calculate the norm squared of v2
norm_v2_squared = norm(v2)**2

# The projection formula
projection = (dot_product / norm_v2_squared) * v2

# Simplify the result to match the given answer
projection_simplified = sp.simplify(projection)
print(f"projection_simplified: {projection_simplified}")

# Compare with the given answer 5/6 * [1, -2, 1]
given_answer = sp.Matrix([5/6, -2/6, 1/6])
result_correct = projection_simplified == given_answer

# Calculate the result confidence
confidence = int(result_correct * 100)
print(f"CONFIDENCE: {confidence}")
