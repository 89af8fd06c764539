from sympy import symbols, sqrt

# Number of people on each side of the square table
people_per_side = 4

# Total number of ways to arrange 8 people around a square table with 2 people on each side
total_ways = (people_per_side * (people_per_side - 1)) // 2

# Since rotations of the same arrangement are considered equivalent, we divide by 2
unique_ways = total_ways // 2

# Print the final answer and confidence level
print(f"RESULT: {unique_ways}")
print(f"CONFIDENCE: 100")
