import sympy as sp

# Define the side lengths a, b, c and circumradius R
a, b, c, R = sp.symbols('a b c R')

# Express AF, BF, and CF in terms of R and cosines of angles A, B, C
AF = R * sp.cos(sp.pi/3)
BF = R * sp.cos(sp.pi/3)
CF = R * sp.cos(sp.pi/3)

# Calculate AF^2 + BF^2 + CF^2
result = AF**2 + BF**2 + CF**2

# Simplify the result
simplified_result = sp.simplify(result)
print(f"RESULT: {simplified_result}")
