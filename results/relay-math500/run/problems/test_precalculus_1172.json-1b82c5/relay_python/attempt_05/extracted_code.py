# Import necessary libraries
from sympy import symbols, Eq, solve, sqrt

# Define the parameter variables
t, u = symbols('t u')

# Define the points of the lines
point1 = [3, -10, 1]
direction1 = [2, -9, -2]

point2 = [-5, -3, 6]
direction2 = [4, -18, -4]

# Check if the lines are parallel
dot_product = direction1[0]*direction2[0] + direction1[1]*direction2[1] + direction1[2]*direction2[2]
if dot_product == 0:
    print("RESULT: Parallel")
    confidence = 95
else:
    print("RESULT: Not Parallel")
    confidence = 0

# If parallel, find the distance between the lines
distance = sqrt((point1[0] - point2[0])**2 + (point1[1] - point2[1])**2 + (point1[2] - point2[2])**2)
print("CONFIDENCE:", confidence)
