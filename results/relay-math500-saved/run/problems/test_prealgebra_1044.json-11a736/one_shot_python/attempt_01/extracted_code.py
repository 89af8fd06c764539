import collections

# Given data: prices per stamp in each country and decade
prices = {
    "Brazil": {"50s": 6, "40s": 4, "30s": 4, "20s": 6, "10s": 3},
    "France": {"50s": 6, "40s": 4, "30s": 4, "20s": 6, "10s": 3},
    "Peru": {"50s": 4, "40s": 4, "30s": 4, "20s": 6, "10s": 9},
    "Spain": {"50s": 5, "40s": 5, "30s": 5, "20s": 6, "10s": 5}
}

# Juan's stamps from the 70s
stamps_70s = {
    "Brazil": {"50s": 4},
    "France": {"40s": 8},
    "Peru": {"30s": 9},
    "Spain": {"20s": 10}
}

# Calculate the total price and number of stamps for 70s
total_price_70s = sum(stamps_70s[country][decade] * prices[country][decade] for country in stamps_70s for decade in stamps_70s[country])
num_stamps_70s = sum(stamps_70s[country][decade] for country in stamps_70s for decade in stamps_70s[country])

# Calculate the average price
average_price_70s = total_price_70s / num_stamps_70s

# Print the result and confidence level (100% since we only need one number)
print(f"RESULT: {average_price_70s:.1f}")
print("CONFIDENCE: 100")
