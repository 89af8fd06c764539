import sympy as sp

# Define the matrix A
A = sp.Matrix(sp.symbols('a0 a1 a2'))

# Define the equations
eq1 = sp.Eq(A * sp.Matrix([3, 1, 0]), sp.Matrix([2, 4, -3]))
eq2 = sp.Eq(A * sp.Matrix([-5, 2, 2]), sp.Matrix([0, -5, -5]))

# Solve the system of equations
solution = sp.solve((eq1, eq2), (A[0], A[1], A[2]))

# Define the vector to transform
vector = sp.Matrix([-13, 3, 4])

# Compute the result
result = A.subs(solution) * vector

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
