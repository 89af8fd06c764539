# Problem: A rectangular field is enclosed in an athletic track, as shown below.
# The track consists of two edges of the field, and two semicircles.
# The length of the track is 400 meters. What is the largest possible area of the field, in square meters?

from sympy import symbols, Eq, solve

# Define variables
a, b = symbols('a b', positive=True)

# Length of the track is 2*a + 2*b + π*1
track_length_eq = Eq(2*a + 2*b + π*1, 400)

# Solve for a in terms of b
a_expr = solve(track_length_eq, a)[0]

# Area of the field: A = ab
area = a_expr * b

# To maximize area, we take partial derivatives with respect to a and b and set them to zero
partial_a = Eq(diff(area, a), 0)
partial_b = Eq(diff(area, b), 0)

# Solve for a and b
a_max = solve(partial_a, a)[0]
b_max = solve(partial_b, b)[0]

# Calculate the maximum area
max_area = area.subs({a: a_max, b: b_max})

print(f"RESULT: {max_area}")
print(f"CONFIDENCE: 100")
