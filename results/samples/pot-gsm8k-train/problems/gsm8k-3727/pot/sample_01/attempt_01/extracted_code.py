from sympy import Rational

# Given quantities
drumsticks = 24
breast_parts = drumsticks - 4

# Total number of fried chickens
fried_chicken = Rational(drumsticks, 6) + Rational(breast_parts, 6)

# Print the result
print("RESULT:", fried_chicken)
