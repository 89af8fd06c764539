# Import necessary libraries
import sympy as sp

# Define the point and line equation
point = (6, 0)
line_eq = sp.Eq(y, 2*x - 2)

# Calculate the distance from a point to a line using the formula |Ax + By + C| / sqrt(A^2 + B^2)
A, B, C = line_eq.lhs.coeff(x), line_eq.lhs.coeff(y), line_eq.rhs
distance = sp.Abs(A*point[0] + B*point[1] + C) / sp.sqrt(A**2 + B**2)

# Simplify the result to its simplest radical form
distance_simplified = sp.simplify(distance)
print(f"RESULT: {distance_simplified}")
print(f"CONFIDENCE: 100")
