import collections

# Problem definition and initial state
total_coins = 11
total_value_cents = 75

# Variables to store the number of nickels found
nickel_count = 0
dime_count = 0

# Iterate over possible numbers of nickels
for nickel in range(total_coins + 1):
    dime_count = total_coins - nickel
    if nickel * 5 + dime_count * 10 == total_value_cents:
        nickel_count = nickel
        break

# Print the result and confidence level
print(f"RESULT: {nickel_count}")
print(f"CONFIDENCE: 100")
