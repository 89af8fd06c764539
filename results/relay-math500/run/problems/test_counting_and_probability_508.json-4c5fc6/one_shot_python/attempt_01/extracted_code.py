import sympy as sp

# Number of ways to arrange 6 girls in a row
ways_girls = sp.factorial(6)

# Number of ways to arrange the 2 boys such that they sit next to each other
ways_boys_next_to_each_other = sp.binomial(5, 1) * sp.factorial(2)

# Total number of arrangements with the constraint
total_arrangements = ways_girls * ways_boys_next_to_each_other

# Final answer
result = total_arrangements

# Confidence level (100% for this problem)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
