import sympy

# Define the number
num = 196

# Find the divisors of the number
divisors = sympy.divisors(num)

# Count the number of divisors
num_divisors = len(divisors)

# Print the result and confidence
print(f"RESULT: {num_divisors}")
print(f"CONFIDENCE: 100")
