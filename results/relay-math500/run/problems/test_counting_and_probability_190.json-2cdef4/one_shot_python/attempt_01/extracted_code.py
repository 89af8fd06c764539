import math

# Calculate the number of ways to choose 5 students from a group of 6
number_of_ways = math.comb(6, 5)

# Print the result and confidence level
print("RESULT:", number_of_ways)
print("CONFIDENCE:", int(math.log2(number_of_ways)))  # Approximation based on log base 2
