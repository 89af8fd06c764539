from sympy import Rational

# Initial sum of the infinite geometric sequence
initial_sum = Rational(255, 512)

# Common ratio of the geometric sequence
common_ratio = Rational(1, 4)

# Let n be the number of terms
n = 0

# Calculate the sum of the first n terms
sum_n_terms = initial_sum / (1 - common_ratio)

# Check if the calculated sum matches the initial sum
if abs(sum_n_terms - initial_sum) < 1e-6:  # considering floating-point precision
    result = n
else:
    result = "No solution found"

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
