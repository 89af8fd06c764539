import sympy as sp

# Given values
a, b, c = sp.symbols('a b c')
R = sp.symbols('R')

# Geometry of the triangle
G, H = sp.symbols('G H')  # Centroid and Orthocenter
F = (G + H) / 2            # Midpoint of GH

# Express AF^2 + BF^2 + CF^2 in terms of a, b, c and R
AF_squared = F[0]**2 + F[1]**2 - 4 * R**2 * (a/3)**2 - 4 * R**2 * (b/3)**2 - 4 * R**2 * (c/3)**2
BF_squared = F[0]**2 + F[2]**2 - 4 * R**2 * (a/3)**2 - 4 * R**2 * (b/3)**2 - 4 * R**2 * (c/3)**2
CF_squared = F[1]**2 + F[2]**2 - 4 * R**2 * (a/3)**2 - 4 * R**2 * (b/3)**2 - 4 * R**2 * (c/3)**2

AF_sum = AF_squared + BF_squared + CF_squared
result = sp.simplify(AF_sum)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
