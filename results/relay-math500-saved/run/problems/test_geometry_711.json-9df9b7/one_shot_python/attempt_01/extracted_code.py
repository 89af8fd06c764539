from sympy import Rational

# Given side length of the regular tetrahedron
side_length = 2

# The plane parallel to edges AB and CD and lying halfway between them cuts the tetrahedron into two pieces.
# Since the plane is halfway between AB and CD, it will divide the tetrahedron into two equal parts.

# Calculate the surface area of one piece.
# The total surface area of a regular tetrahedron with side length s is given by:
# S = 4 * sqrt(3) * s^2
# For our tetrahedron with side length 2, the total surface area is:
# S_total = 4 * sqrt(3) * 2^2 = 4 * sqrt(3) * 4 = 16 * sqrt(3)
# Since the plane divides the tetrahedron into two equal parts, the surface area of one piece is half of this total:
# S_one_piece = S_total / 2 = 16 * sqrt(3) / 2 = 8 * sqrt(3)

# Print the final answer and confidence level
print(f"RESULT: {Rational(8, 1) * Rational(sqrt(3), 1)}")
print(f"CONFIDENCE: 90")
