from collections import defaultdict

# Initialize a dictionary to keep track of the probability for each odd integer
probabilities = defaultdict(int)

# Iterate over all positive odd integers less than 2010
for i in range(1, 2010, 2):
    # Check if the reciprocal is terminating
    reciprocal = 1 / i
    if reciprocal == int(reciprocal):  # If it is an integer, it is a terminating decimal
        probabilities[i] += 1

# Calculate the probability
total_odd_integers = len(range(1, 2010, 2))
probability = sum(probabilities.values()) / total_odd_integers

# Simplify the fraction to find a and b
from fractions import Fraction
fraction = Fraction(sum(probabilities.values()), total_odd_integers)

# Extract a and b
a = fraction.numerator
b = fraction.denominator

# Calculate a + b
result = a + b

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")  # Adjust this based on the actual confidence level if needed
