def solve_quadratic(r):
    numerator = 6*r**2 - 19*r - 7
    denominator = 2*r - 7
    return numerator / denominator

# Attempt 1: Find the value of r
r = 5.0  # We can start with an initial guess and adjust if necessary.
result = solve_quadratic(r)
print(f"Result: {result}")
print("CONFIDENCE: 80")  # Initial confidence, will be updated based on observations
