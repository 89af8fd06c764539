from sympy import Rational

# Given quantities
potatoes = 96
potatoes_per_brown = 6
brown_per_batch = 36

# Calculate hash browns
hash_browns = Rational(potatoes, potatoes_per_brown) * brown_per_batch

# Print the result
print(f"RESULT: {hash_browns}")
