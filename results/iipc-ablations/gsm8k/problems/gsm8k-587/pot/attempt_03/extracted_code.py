from sympy import Rational

# Given total number of jelly beans
total_beans = 4500

# Let B be the number of blue jelly beans
# Let R be the number of red jelly beans
# Let G be the number of green jelly beans

# According to the problem, R = B - 0.01B and G = B + 0.01B
# We can express R and G in terms of B
R = B - Rational(1, 100) * B
G = B + Rational(1, 100) * B

# The total number of jelly beans is the sum of R, B, and G
# So, R + B + G = 4500
# Substituting the expressions for R and G, we get
# (B - 0.01B) + B + (B + 0.01B) = 4500
# 3B = 4500
# B = 1500

# Now we can find R and G
R = B - Rational(1, 100) * B
G = B + Rational(1, 100) * B

# The number of more green jelly beans than red jelly beans is G - R
result = G - R

# Print the result
print(f"RESULT: {result}")
