# Import necessary library
from sympy import Rational

# Given quantities
total_tadpoles = 180
percentage_kept = 75 / 100

# Calculate the number of tadpoles kept
tadpoles_kept = total_tadpoles * percentage_kept

# Print the result
print(f"RESULT: {tadpoles_kept}")
