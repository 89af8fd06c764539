from collections import Counter

# Input data
earnings = [27.47, 35.23, 37.37, 26.52]

# Convert earnings to cents
cents_earnings = [int(earned * 100) for earned in earnings]

# Count the frequency of each coin denomination
coin_counts = Counter(cents_earnings)

# Calculate the total number of coins
total_coins = sum(coin_counts.values())

# Define the denominations that can be converted into bills
bills = [25, 10, 5, 1]

# Calculate the maximum number of each bill denomination that can be used
max_bills = {bill: total_coins // bill for bill in bills}

# Print observations and result
print("Observations:")
for bill, count in max_bills.items():
    print(f"Using {count} bills of ${bill/100}.")

print("RESULT: ", end="")
total_value_in_cents = sum(bill * count for bill, count in max_bills.items())
print(total_value_in_cents // 100)  # Convert to dollars
