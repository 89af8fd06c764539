from sympy import Rational

# Total number of items on the menu
total_items = 10

# Calculate the number of different combinations of meals Yann and Camille can order
combinations = total_items * (total_items - 1) // 2

# Print the result and confidence level
print(f"RESULT: {Rational(combinations)}")
print(f"CONFIDENCE: 100")
