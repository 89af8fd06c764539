import collections

# Define the remainder mappings for columns and rows of the checkerboard
column_remainders = [1, 2, 3]
row_remainders = [1, 2, 3, 4]

# Calculate all possible combinations of column and row remainders
possible_combinations = list(itertools.product(column_remainders, repeat=2))

# Count the number of shaded squares (squares where both remainders are 3)
shaded_squares_count = sum(1 for col, row in possible_combinations if col == 3 and row == 3)

# Total number of possible combinations
total_combinations = len(possible_combinations)

# Calculate the probability that the checker is placed on a shaded square
probability_shaded_square = (shaded_squares_count / total_combinations) * 100

# Print the final answer and confidence level
print("RESULT:", shaded_squares_count)
print("CONFIDENCE:", round(probability_shaded_square))
