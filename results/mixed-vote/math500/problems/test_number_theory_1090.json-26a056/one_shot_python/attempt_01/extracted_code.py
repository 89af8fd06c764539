from fractions import Fraction

# Initialize the count of terminating decimals and total odd integers
terminating_count = 0
total_odd_integers = 0

# Iterate through all positive odd integers less than 2010
for i in range(1, 2010, 2):
    # Check if the reciprocal is a terminating decimal
    if (i % 3 == 0) or (i % 5 == 0) or (i % 7 == 0) or (i % 11 == 0) or (i % 13 == 0) or (i % 17 == 0):
        terminating_count += 1
    total_odd_integers += 1

# Calculate the probability as a fraction
probability = Fraction(terminating_count, total_odd_integers)

# Print the result and confidence level
print(f"RESULT: {probability}")
print(f"CONFIDENCE: {probability.numerator * 100 // probability.denominator}")
