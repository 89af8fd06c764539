# Import necessary libraries
from sympy import symbols, Rational

# Given quantities
day = symbols('day')
tree1_growth_rate = Rational(1, 1)
tree2_growth_rate = Rational(1, 1) * 2
tree3_growth_rate = Rational(2, 1)
tree4_growth_rate = Rational(1, 1) + 1

# Growth of each tree in one day
tree1_growth = tree1_growth_rate * day
tree2_growth = tree2_growth_rate * day / 2
tree3_growth = tree3_growth_rate * day
tree4_growth = tree4_growth_rate * day

# Total growth in one day
total_growth_per_day = tree1_growth + tree2_growth + tree3_growth + tree4_growth

# Total growth in 4 days
total_growth_in_4_days = total_growth_per_day * 4

# Print the result
print(f"RESULT: {total_growth_in_4_days}")
