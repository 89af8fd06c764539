from sympy import symbols, simplify

# Define the side lengths and circumradius
a, b, c, R = symbols('a b c R')

# Express the distance from the centroid to the orthocenter in terms of the circumradius
GH = 2 * R * (1 - symbols('cos(A)') / symbols('cos(B)'))
F = GH / 2

# Express AF^2 + BF^2 + CF^2 in terms of GH and F
AF_squared = F**2
BF_squared = F**2
CF_squared = F**2

# Sum of the squares
result = simplify(AF_squared + BF_squared + CF_squared)
confidence = 100  # No more attempts available

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
