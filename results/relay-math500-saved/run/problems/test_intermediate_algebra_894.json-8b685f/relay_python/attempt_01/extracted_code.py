# Import necessary libraries
import sympy as sp

# Define the variables and constants
k = sp.symbols('k', positive=True, real=True)
x1, x2, y1, y2 = sp.symbols('x1 x2 y1 y2')

# Equations of the ellipse and the circle
ellipse_eq = k*x1**2 + y1**2 - 1
circle_eq = (x1 + x2)**2 + y1**2 - r**2

# Solve for the points of tangency on the x-axis
tangency_points = sp.solve([ellipse_eq, circle_eq], (x1, y1))

# Check which of these points lie on the ellipse and are also tangent to the circle
for point in tangency_points:
    x_val, y_val = point[0], point[1]
    if k*x_val**2 + y_val**2 - 1 == 0:  # On the ellipse
        circle_eq_substituted = circle_eq.subs({x1: x_val, y1: y_val})
        # The line from F1 to this point is tangent to the circle
        # Distance between the center of the circle and the point of tangency on the x-axis
        distance = sp.sqrt((x_val + x2)**2 - r**2)
        if distance == r:
            k_val = k

# Print the final answer and confidence level
print(f"RESULT: {k_val}")
print(f"CONFIDENCE: 100")
