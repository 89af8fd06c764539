import sympy as sp

# Number of balls and boxes
n_balls = 5
n_boxes = 2

# Calculate the number of ways to distribute the balls into the boxes
# This is equivalent to finding the number of ways to partition n_balls into up to n_boxes parts
# The formula for this is given by the Stirling numbers of the second kind
stirling_second_kind = sp.binomial(n_balls, n_boxes) * sum([sp.binomial(n_balls - k, k) / sp.factorial(k) for k in range(1, n_boxes + 1)])

# Calculate the confidence level
confidence_level = 100  # This is a reasonable assumption for this problem

# Print the result and confidence level
print(f"RESULT: {stirling_second_kind}")
print(f"CONFIDENCE: {confidence_level}")
