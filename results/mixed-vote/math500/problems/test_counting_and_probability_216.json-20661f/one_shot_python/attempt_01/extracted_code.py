from sympy import Rational, sqrt

# Total number of ways to choose 5 members from 14
total_ways = Rational(14, 1) * Rational(13, 2) * Rational(12, 3) * Rational(11, 4) * Rational(10, 5)

# Number of ways to choose 5 members with all Republicans
ways_all_republicans = Rational(8, 1) * Rational(7, 2) * Rational(6, 3) * Rational(5, 4) * Rational(4, 5)

# Number of ways to choose 5 members with all Democrats
ways_all_democrats = Rational(6, 1) * Rational(5, 2) * Rational(4, 3) * Rational(3, 4) * Rational(2, 5)

# Total number of ways with at least one member from each party
ways_at_least_one_from_each_party = total_ways - ways_all_republicans - ways_all_democrats

# Confidence level (100% confidence)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {ways_at_least_one_from_each_party}")
print(f"CONFIDENCE: {confidence_level}")
