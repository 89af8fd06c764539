from sympy import divisors

# Number to find the number of positive whole-number divisors for
n = 196

# Calculate the number of divisors
divs = len(divisors(n))

print(f"RESULT: {divs}")
print(f"CONFIDENCE: 100")
