import math

# List of positive odd integers less than 2010
odd_integers = [i for i in range(1, 2010, 2)]

# Count the number of these integers whose reciprocals give a terminating decimal
terminating_count = sum(1 for num in odd_integers if math.gcd(num, 10) == 1)

# Probability as a fraction in simplest form
a = terminating_count
b = len(odd_integers)
result_fraction = (a, b)

# Simplify the fraction
gcd_result = math.gcd(a, b)
simplified_a = a // gcd_result
simplified_b = b // gcd_result

# Print the final answer and confidence
print(f"RESULT: {simplified_a}/{simplified_b}")
print(f"CONFIDENCE: 100")
