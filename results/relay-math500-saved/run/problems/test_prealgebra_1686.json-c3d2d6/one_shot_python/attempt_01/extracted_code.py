# Import necessary library
from math import gcd

# Define the factors of 14 and 42
factors_14 = [i for i in range(1, 15) if 14 % i == 0]
factors_42 = [i for i in range(1, 43) if 42 % i == 0]

# Find common factors
common_factors = list(set(factors_14).intersection(factors_42))

# Print the result and confidence
print("RESULT:", len(common_factors))
print("CONFIDENCE:", 100)
