# Import necessary libraries
import sympy as sp

# Define the coordinates of the points
A = (0, 0)
B = (2, 3)
C = (10, 0)

# Calculate the area of triangle ABC using the determinant method
area = 0.5 * abs(A[0]*(B[1] - C[1]) + B[0]*(C[1] - A[1]) + C[0]*(A[1] - B[1]))
print(f"Area: {area}")
