from sympy import symbols, pi, sqrt

# Number of Democrats and Republicans
d = 5
r = 5

# Total number of people
total_people = d + r + 1

# The total number of ways to arrange the people in a circle is (n-1)!
total_arrangements = factorial(total_people - 1)

# Since all Democrats and Republicans must sit next to each other, we can treat them as single entities.
# There are 2! ways to arrange these 2 entities around the table.
arrangements_of_entities = factorial(2)

# The total number of valid arrangements is the product of the two values above
valid_arrangements = total_arrangements // arrangements_of_entities

# The confidence level is 100% because we are solving a combinatorial problem with no randomness involved.
confidence_level = 100

print(f"RESULT: {valid_arrangements}")
print(f"CONFIDENCE: {confidence_level}")
