# Problem: Find the largest integer less than 2010 that satisfies given conditions.
# Conditions:
#   - remainder when divided by 7 is 5
#   - remainder when divided by 11 is 10
#   - remainder when divided by 13 is 10

def find_largest_integer():
    # Starting from the largest possible number less than 2010 and work downwards.
    for n in range(2009, 0, -1):
        if (n % 7 == 5) and (n % 11 == 10) and (n % 13 == 10):
            return n

# Find the largest integer satisfying the conditions.
largest_integer = find_largest_integer()
print(f"RESULT: {largest_integer}")
print("CONFIDENCE: 95")
