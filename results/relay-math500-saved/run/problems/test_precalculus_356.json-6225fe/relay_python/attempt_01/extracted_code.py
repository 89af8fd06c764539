# Import necessary libraries
import numpy as np

# Define the vector on which to project
projection_vector = np.array([2, 1])

# Define a function to check if a vector is on the line of projection
def is_on_projection_line(vector):
    projected_vector = np.dot(projection_vector, vector) / (np.linalg.norm(projection_vector) ** 2)
    return np.isclose(projected_vector, 0)

# Generate possible vectors and check which ones are on the projection line
possible_vectors = np.linspace(-10, 10, 1000)
projected_vectors = [vector for vector in possible_vectors if is_on_projection_line(vector)]
y_intercept = projected_vectors[0][1]
slope = -projection_vector[0] / projection_vector[1]

# Print the equation of the line
print(f"y = {slope}x + {y_intercept}")
