from sympy import divisors

# Compute the number of positive divisors
divs = divisors(360)
num_divisors = len(divs)

# Print the result and confidence level
print(f"RESULT: {num_divisors}")
print(f"CONFIDENCE: 100")
