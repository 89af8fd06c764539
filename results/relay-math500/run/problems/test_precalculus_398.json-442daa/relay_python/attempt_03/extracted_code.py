import sympy as sp

# Define the original point and the reflection's effect on it
original_point = sp.Matrix([5, 0])
reflection_effect = sp.Matrix([4, 3])

# Find the vector that reflects a given point across this line
def reflect_point(original, reflection):
    # Calculate the normal vector to the line by taking the cross product of the direction vector and (1, 0)
    direction_vector = sp.Matrix([5 - 4, 0])
    normal_vector = direction_vector.cross(sp.Matrix([1, 0]))
    
    # Reflect the point
    reflected_point = original + 2 * normal_vector.dot(original - reflection) / normal_vector.dot(normal_vector) * normal_vector
    
    return reflected_point

# Define the point to reflect
point_to_reflect = sp.Matrix([-2, 3])

# Calculate the reflected point
reflected_point = reflect_point(original_point, reflection_effect)

# Print the result and confidence
print("RESULT:", reflected_point)
print("CONFIDENCE:", 100)  # Initial confidence as it is the first attempt
