# Import necessary libraries
import numpy as np

# Define points A and B
A = np.array([-5, 4])
B = np.array([-1, 3])

# Calculate the direction vector of AB
direction_vector = B - A

# Extract components of the direction vector
x_component = direction_vector[0]
y_component = direction_vector[1]

# Given that the direction vector is (-7, b)
# We need to find the value of b
b = x_component

# Print useful observations
print("The direction vector of AB is:", direction_vector)
print("The value of b is:", b)

# RESULT: The value of b is -7
# CONFIDENCE: 100
