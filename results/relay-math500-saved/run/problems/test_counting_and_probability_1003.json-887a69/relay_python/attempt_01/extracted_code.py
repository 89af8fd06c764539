# Define the probability of rolling face F
m = 2  # (The probability is 1/6 for each face, and there are 3 faces other than F)
n = 3

# Calculate the probability of obtaining a sum of 7 with two dice
# When two dice are rolled, the possible sums range from 2 to 12.
# The pairs that give a sum of 7 are (1,6), (2,5), (3,4), and (4,3).
# There are 4 such pairs.
# The probability of rolling each pair is (1/6) * (1/6) = 1/36 for each pair.
# Therefore, the total probability of obtaining a sum of 7 is:
total_probability = 4 * (1/6) * (1/6)

# Convert the total probability to a fraction
from fractions import Fraction
fraction_total_probability = Fraction(total_probability).limit_denominator()

# Print the result and confidence level
print(f"RESULT: {fraction_total_probability}")
print("CONFIDENCE: 95")
