from fractions import Fraction

# Given information
price_white_socks = Fraction(45, 100)  # 45 cents as a fraction
price_brown_sock = price_white_socks - Fraction(25, 100)  # 25 cents as a fraction

# Calculate the cost of 15 brown socks
cost_15_brown_socks = 15 * price_brown_sock

# Print the result
print(f"RESULT: {cost_15_brown_socks}")
