# Import necessary libraries
from collections import deque

# Define the initial point and its reflections over lines
point = (0, 0)
reflected_over_x_1 = (1, 0)  # y remains same
final_point = reflected_over_y_2 = reflected_over_x_1

# Reflect the final point over y=2
final_point = (final_point[0], 2 - final_point[1])

# Print the result and confidence level
print(f"RESULT: {final_point}")
print(f"CONFIDENCE: 100")
