import math

# Calculate the number of integers divisible by 2 in the set {1, 2, ..., 100}
divisible_by_2 = len([i for i in range(1, 101) if i % 2 == 0])

# Calculate the number of integers not divisible by 3
not_divisible_by_3 = len([i for i in range(1, 101) if i % 3 != 0])

# Calculate the probability that a randomly selected integer is divisible by 2 and not divisible by 3
probability = (divisible_by_2 * not_divisible_by_3) / 100

# Print the result and confidence level
print("RESULT:", probability)
print("CONFIDENCE:", int(probability * 100))
