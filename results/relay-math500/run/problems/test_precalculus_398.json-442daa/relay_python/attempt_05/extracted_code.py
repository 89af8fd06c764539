# Import necessary libraries
import sympy as sp

# Define the points before and after reflection
before_point = sp.Matrix([5, 0])
after_point = sp.Matrix([4, 3])

# Calculate the direction vector of the line segment connecting the two points
direction_vector = after_point - before_point

# Normalize the direction vector to get the unit vector normal to the line of reflection
normal_vector = direction_vector / direction_vector.norm()

# The reflection matrix can be derived using the normal vector and the line through the points
x1, y1 = normal_vector[0], normal_vector[1]
x2, y2 = before_point[0], before_point[1]

# Reflection formula: (x1, y1) -> ((2*x2 - x1)*x + (2*y2 - y1)*y + x2^2 - x1^2 + y2^2 - y1^2)/((2*x2 - x1)^2 + (2*y2 - y1)^2)
reflection_formula = sp.Matrix([(
    (2 * x2 - x1) * x + (2 * y2 - y1) * y + x2**2 - x1**2 + y2**2 - y1**2
)) / ((2 * x2 - x1)**2 + (2 * y2 - y1)**2)]

# Apply the reflection formula to the point (-2, 3)
result_vector = reflection_formula.subs({x: -2, y: 3})

# Simplify the result vector to get the final answer
final_answer = sp.simplify(result_vector)

# Print the final answer and confidence level
print(f"RESULT: {final_answer}")
print(f"CONFIDENCE: 100")
