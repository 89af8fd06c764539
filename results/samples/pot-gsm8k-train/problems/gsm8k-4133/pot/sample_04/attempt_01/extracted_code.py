from sympy import symbols, Rational

# Given quantities
tulips_per_eye = 8
tulips_for_smile = 18
yellow_background_multiplier = 9

# Calculate the total number of tulips needed
total_red_tulips = tulips_per_eye * 2 * 2 + tulips_for_smile
total_yellow_tulips = total_red_tulips * yellow_background_multiplier

# Print the final result as a simplified fraction
result = Rational(total_red_tulips + total_yellow_tulips, 1)
print("RESULT:", result)
