from fractions import Fraction

# Louis eats 1/5 of the pie
louis_share = Fraction(1, 5)

# Jack eats 2/3 of the pie
jack_share = Fraction(2, 3)

# Total share of the pie eaten by Louis and Jack
total_share = louis_share + jack_share

# Print the final answer and confidence level
print(f"RESULT: {total_share}")
print(f"CONFIDENCE: 100")
