# Import necessary library
import sympy as sp

# Define the variable for the number of sides
n = sp.symbols('n')

# Calculate the exterior angle using the formula (180 - 360/n) / 2
exterior_angle = (180 - 360/n) / 2

# Set up the equation based on the given relationship between interior and exterior angles
equation = sp.Eq(6.5 * exterior_angle, sp.pi)

# Solve for n
sides = sp.solve(equation, n)[0]

# Print the result and confidence level
print(f"RESULT: {sides}")
print(f"CONFIDENCE: 100")
