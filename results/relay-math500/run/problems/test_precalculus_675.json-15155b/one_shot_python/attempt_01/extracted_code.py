from sympy import symbols, simplify, sqrt

# Define the matrix and the variable vector
A = sympy.Matrix([[2, 3], [0, -2]])
v = symbols('v1 v2')

# Compute the left-hand side of the inequality |A*v| / ||v||
lhs = (A.dot(v)) / sqrt(v.dot(v))

# Simplify the expression to find the constant C
C = simplify(lhs)
print(f"RESULT: {C}")
print(f"CONFIDENCE: 100")
