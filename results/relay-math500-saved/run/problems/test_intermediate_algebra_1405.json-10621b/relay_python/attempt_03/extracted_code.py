from sympy import symbols, Eq, solve

# Define the variables and the equation of the parabola
x, y = symbols('x y')
parabola_eq = Eq(x**2, 8*y)

# Find the vertices of the parabola by setting x to 0 or y to 0
vertex_parabola = (0, solve(parabola_eq, y)[0])
print(f"Vertex of the parabola: {vertex_parabola}")

# The vertex of the equilateral triangle is at the same point as the vertex of the parabola
vertex_triangle = vertex_parabola
print(f"Vertex of the equilateral triangle: {vertex_triangle}")

# The equation of the line connecting the vertex of the parabola to the origin (0, 0) is y = -x/8
line_eq = Eq(y, -x/8)

# Find the points where the line intersects the parabola
intersection_points = solve((parabola_eq, line_eq), (x, y))
print(f"Intersection points of the line with the parabola: {intersection_points}")

# The intersection points are the vertices of the equilateral triangle
triangle_vertices = intersection_points
print(f"Vertices of the equilateral triangle: {triangle_vertices}")

# Calculate the side length of the equilateral triangle using the distance formula between any two vertices
side_length = ((triangle_vertices[0][0] - triangle_vertices[1][0])**2 + (triangle_vertices[0][1] - triangle_vertices[1][1])**2)**0.5
print(f"Side length of the equilateral triangle: {side_length}")

# Verify that the side length is consistent with the length calculated from the coordinates of the vertices
verification = ((triangle_vertices[0][0] + triangle_vertices[1][0]) / 2, (triangle_vertices[0][1] + triangle_vertices[1][1]) / 2)
print(f"Verification point: {verification}")

# Calculate the distance from the verification point to each vertex of the equilateral triangle
distances = [(verif_point, (vertex[0] - verif_point[0])**2 + (vertex[1] - verif_point[1])**2)**0.5) for verif_point in verification for vertex in triangle_vertices]
print(f"Distances from the verification point to each vertex: {distances}")

# Check if all distances are equal
is_equilateral = all(distance == distances[0][1] for distance in distances)
print(f"Is the triangle equilateral? {is_equilateral}")
