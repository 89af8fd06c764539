import itertools

# Number of items on the menu
menu_items = 10

# Generate all possible combinations of dishes for Yann and Camille
combinations = list(itertools.combinations(menu_items, 2))

# Calculate the number of different combinations
number_of_combinations = len(combinations)

# Print the final answer and confidence level
print(f"RESULT: {number_of_combinations}")
print(f"CONFIDENCE: 100")
