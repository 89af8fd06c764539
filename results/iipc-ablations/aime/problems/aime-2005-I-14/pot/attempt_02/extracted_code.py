from sympy import symbols, Eq, solve, sqrt

# Define the vertices of the square
A = (0, 12)
B = (10, 9)
C = (8, 0)
D = (-4, 7)

# Let the side length of the square be s
s = symbols('s', positive=True)

# The distance between any two adjacent vertices of the square is s
# The distance between A and B is sqrt((10-0)^2 + (9-12)^2) = sqrt(100 + 9) = sqrt(109)
# Since A and B are adjacent, the distance between A and B is also the side length of the square
# Therefore, s = sqrt(109)

# The area of the square is s^2
K = s**2

# Substitute s = sqrt(109) into K
K = K.subs(s, sqrt(109))

# The remainder when 10K is divided by 1000
result = (10 * K) % 1000

print(f"RESULT: {result}")
