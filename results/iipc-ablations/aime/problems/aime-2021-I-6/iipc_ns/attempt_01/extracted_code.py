import math

# Given distances
BP = 60 * math.sqrt(10)
CP = 60 * math.sqrt(5)
DP = 120 * math.sqrt(2)
GP = 36 * math.sqrt(7)

# Sum of the distances from P to all vertices
sum_distances = BP + CP + DP + GP

# Since the sum of the distances from any point P to all vertices of a cube is equal to the space diagonal
# We have s * sqrt(3) = sum_distances
# Solving for s
s = sum_distances / math.sqrt(3)

# Print intermediate values
print(f"BP: {BP}")
print(f"CP: {CP}")
print(f"DP: {DP}")
print(f"GP: {GP}")
print(f"Sum of distances: {sum_distances}")
print(f"s: {s}")

# Verify the final answer
# Since the sum of the distances from any point P to all vertices of a cube is equal to the space diagonal
# We have s * sqrt(3) = sum_distances
# Therefore, AP = s
RESULT: s
