# Import necessary libraries
import sympy as sp

# Given volume of the cylinder
V = 45 * sp.pi

# Define the variables
r, h = sp.symbols('r h')

# Volume formula for a cylinder V = πr^2h
volume_formula = sp.Eq(V, sp.pi * r**2 * h)

# Solve for height in terms of radius
height_solution = sp.solve(volume_formula, h)[0]

print("RESULT: The height is", height_solution.evalf(), "cm.")
print("CONFIDENCE: 100")
