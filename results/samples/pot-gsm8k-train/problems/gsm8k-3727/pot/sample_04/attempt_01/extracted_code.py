from sympy import Rational

# Given quantities
drumsticks = 24
breast_parts = drumsticks - 4

# Total pieces of chicken
total_pieces = drumsticks + breast_parts

# Calculate the number of fried chickens (each fried chicken needs 2 pieces)
fried_chickens = Rational(total_pieces, 2)

# Print the result
print("RESULT:", fried_chickens)
