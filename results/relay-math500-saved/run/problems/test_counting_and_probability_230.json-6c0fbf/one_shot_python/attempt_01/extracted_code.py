import itertools

# Define the points on the grid
points = [(0, 0), (1, 0), (2, 0),
          (0, 1), (1, 1), (2, 1),
          (0, 2), (1, 2), (2, 2)]

# Generate all possible combinations of three points
combinations = list(itertools.combinations(points, 3))

# Count the number of combinations that lie on a straight line
straight_line_count = sum(1 for combo in combinations if is_straight_line(combo))

# Calculate the total number of combinations
total_combinations = len(combinations)

# Calculate the probability
probability = straight_line_count / total_combinations * 100

print("RESULT:", probability)
print("CONFIDENCE:", probability)  # Note: The confidence level is the same as the probability in this case.
