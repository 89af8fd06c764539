import collections

# Given amounts in dollars
linda_earnings = 27.47
sherry_earnings = 35.23
june_earnings = 37.37
connie_earnings = 26.52

# Convert earnings to cents and sum them up
total_cents = (linda_earnings * 100) + (sherry_earnings * 100) + \
              (june_earnings * 100) + (connie_earnings * 100)

# Calculate the number of bills that can be made from the total cents
bills = [20, 10, 5, 1]
num_bills = sum([total_cents // bill for bill in bills])

# Calculate the remaining cents after making all possible bills
remaining_cents = total_cents % num_bills

# Result and confidence
print(f"RESULT: {remaining_cents}")
print(f"CONFIDENCE: 100")
