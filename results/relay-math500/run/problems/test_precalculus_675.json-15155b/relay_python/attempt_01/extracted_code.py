# Import necessary libraries
import sympy as sp

# Define the matrix
A = sp.Matrix([[2, 3], [0, -2]])

# Define a variable for the vector v
v = sp.symbols('v')

# Calculate the norm of v
norm_v = sp.sqrt(v.dot(v))

# Calculate the norm of Av
norm_Av = sp.sqrt(A.dot(v).dot(v))

# Find the smallest positive real number C such that |Av| <= C * norm_v for all v
C = sp.simplify(norm_Av / norm_v)

# Print the result
print(f"RESULT: {C}")
