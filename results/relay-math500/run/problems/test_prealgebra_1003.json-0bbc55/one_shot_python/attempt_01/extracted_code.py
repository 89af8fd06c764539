import sympy as sp

# Define the angles of the regular heptagon
heptagon_angles = [360 / 7 * i for i in range(7)]

# The angle BAC is equal to the difference between two adjacent angles of the heptagon
BAC_angle = heptagon_angles[1] - heptagon_angles[0]

# Print the result and confidence level
print(f"RESULT: {sp.simplify(BAC_angle)}")
print(f"CONFIDENCE: 100")
