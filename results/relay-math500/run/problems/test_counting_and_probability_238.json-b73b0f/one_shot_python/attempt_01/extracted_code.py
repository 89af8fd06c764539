import sympy as sp

# Number of people
n = 8

# Number of ways to arrange n people in a circle (considering rotations)
circle_ways = sp.factorial(n - 1)

# Number of ways to select 2 people out of the 8 and arrange them on the sides of the square
side_ways = sp.binomial(8, 2) * 2

# Total number of arrangements around the table (considering rotations)
total_ways = circle_ways // 4 + side_ways

# Print the result and confidence level
print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: 100")
