# Import necessary libraries
import sympy as sp

# Define the parameters
t, u = sp.symbols('t u')

# Define the parametric equations of the lines
line1 = sp.Matrix([3 + 2*t, -10 - 9*t, 1 - 2*t])
line2 = sp.Matrix([-5 + 4*u, -3 - 18*u, 6 - 4*u])

# Find the direction vectors of the lines
direction_vector1 = line1[1] - line1[0]
direction_vector2 = line2[1] - line2[0]

# Check if the direction vectors are parallel
if not direction_vector1.cross(direction_vector2).is_zero:
    result = "Lines are not parallel. No distance can be calculated."
    confidence = 0
else:
    # Calculate the vector between a point on each line
    vector_between_points = line2[0] - line1[0]
    
    # Calculate the cross product of direction_vector1 and vector_between_points
    cross_product = direction_vector1.cross(vector_between_points)
    
    # The distance between the lines is the magnitude of the cross product divided by the magnitude of the direction vector1
    distance = sp.Abs(cross_product) / sp.sqrt(direction_vector1.dot(direction_vector1))
    
    # Simplify the result to a fraction or radical
    distance_simplified = sp.simplify(distance)
    
    # Display the results
    result = f"Distance between the lines: {distance_simplified}"
    confidence = 100

# Print the final answer and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
