from sympy import Rational

# Given total number of jelly beans
total_beans = 4500

# Let B be the number of blue jelly beans
# Let R be the number of red jelly beans
# Let G be the number of green jelly beans

# According to the problem:
# R = B - 0.01B
# G = B + 0.01B
# Total = R + B + G = 4500

# Substitute R and G in terms of B
R = B - Rational(1, 100) * B
G = B + Rational(1, 100) * B

# Total equation
total_eq = R + B + G - total_beans

# Solve for B
B_value = solve(total_eq, B)[0]

# Calculate R and G
R_value = B_value - Rational(1, 100) * B_value
G_value = B_value + Rational(1, 100) * B_value

# Calculate the difference between G and R
difference = G_value - R_value

# Print the result
print(f"RESULT: {difference}")
