from sympy import Rational

# Given quantities
potatoes_given = 6
hash_browns_given = 36

# Calculate the number of hash browns per potato
hash_browns_per_potato = Rational(hash_browns_given, potatoes_given)

# Given potatoes
potatoes_needed = 96

# Calculate the number of hash browns needed
hash_browns_needed = hash_browns_per_potato * potatoes_needed

# Print the result
print(f"RESULT: {hash_browns_needed}")
