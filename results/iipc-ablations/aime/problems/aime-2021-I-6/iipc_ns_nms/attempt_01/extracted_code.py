import math

# Given distances
BP = 60 * math.sqrt(10)
CP = 60 * math.sqrt(5)
DP = 120 * math.sqrt(2)
GP = 36 * math.sqrt(7)

# Sum of the distances from P to all eight vertices of the cube
# Since AP + BP + CP + DP + GA + GB + HC + HD = s*sqrt(3)
# and GP = s*sqrt(3), we can simplify the equation to:
# AP + BP + CP + DP + s*sqrt(3) = s*sqrt(3)
# AP + BP + CP + DP = s*sqrt(3) - s*sqrt(3)
# AP = s*sqrt(3) - (BP + CP + DP)
# AP = s*sqrt(3) - (60*sqrt(10) + 60*sqrt(5) + 120*sqrt(2))

# Let s be the side length of the cube
# We need to find s
# We know that the space diagonal AG = s*sqrt(3)
# and the diagonal AG can also be expressed as s*sqrt(3) = sqrt(s^2 + s^2 + s^2) = s*sqrt(3)
# Therefore, we can solve for s
# s*sqrt(3) = s*sqrt(3)
# s = s
# This means that the side length s is not needed to find AP
# AP = s*sqrt(3) - (60*sqrt(10) + 60*sqrt(5) + 120*sqrt(2))
# AP = s*sqrt(3) - (60*sqrt(10) + 60*sqrt(5) + 120*sqrt(2))

# Let's verify the final answer
s = 1  # We can assume s = 1 for simplicity, as the final answer will be in terms of s
AP = s * math.sqrt(3) - (BP + CP + DP)
print(f"AP: {AP}")
