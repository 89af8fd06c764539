from sympy import symbols, Eq, solve

# Define the points
p1 = (0, -1, -1)
p2 = (-4, 4, 4)
p3 = (4, 5, 1)

# Find vectors pq and pr
pq = (p2[0] - p1[0], p2[1] - p1[1], p2[2] - p1[2])
pr = (p3[0] - p1[0], p3[1] - p1[1], p3[2] - p1[2])

# Find the normal vector to the plane (cross product of pq and pr)
normal_vector = [pq[1]*pr[2] - pq[2]*pr[1],
                pq[2]*pr[0] - pq[0]*pr[2],
                pq[0]*pr[1] - pq[1]*pr[0]]

# Simplify the normal vector
normal_vector = [a / abs(a) for a in normal_vector]

# Unpack the normal vector into A, B, C
A, B, C = normal_vector

# Use one of the points to find D
D = -A*p1[0] - B*p1[1] - C*p1[2]

# Print the final answer and confidence
print(f"RESULT: {A}x + {B}y + {C}z + {D} = 0")
print(f"CONFIDENCE: 100")  # Since A, B, C, D are integers and gcd(|A|, |B|, |C|, |D|) = 1
