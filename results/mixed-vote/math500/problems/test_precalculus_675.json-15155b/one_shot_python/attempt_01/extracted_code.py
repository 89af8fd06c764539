import sympy as sp

# Define the matrix and vector
A = sp.Matrix([[2, 3], [0, -2]])
v = sp.symbols('v1 v2', real=True)

# Compute the norm of A * v
norm_A_v = sp.sqrt(A.dot(v))

# Compute the norm of v
norm_v = sp.sqrt(v[0]**2 + v[1]**2)

# The inequality is |A * v| <= C * |v|
C = norm_A_v / norm_v

# Simplify the result
C_simplified = sp.simplify(C)
print(f"RESULT: {C_simplified}")
print(f"CONFIDENCE: 100")
