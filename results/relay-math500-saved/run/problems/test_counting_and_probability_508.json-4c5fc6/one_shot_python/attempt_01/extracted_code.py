import itertools

# Boys are fixed together, so we can treat them as one unit. We have 5 units to arrange: the "boy group" and the 6 girls.
# The number of ways to arrange 5 units is given by 5! (factorial of 5).
total_ways = math.factorial(5)

# Since the boys insist on sitting next to each other, we divide by 2 to account for the internal arrangement of the two boys.
confidence = total_ways // 2

print("RESULT:", total_ways)
print("CONFIDENCE:", confidence)
