from collections import defaultdict

prices = {
    'Brazil': 0.6,
    'France': 0.6,
    'Peru': 0.4,
    'Spain': 0.5
}

stamps_per_decade = defaultdict(int)
total_price = 0

# Count the number of stamps per decade for each country
for decade in range(1970, 2000):
    year = decade + 3
    if year % 4 == 0:
        country = 'Brazil'
    elif year % 5 == 0:
        country = 'France'
    elif year % 6 == 0:
        country = 'Peru'
    else:
        country = 'Spain'
    
    stamps_per_decade[country] += 1

# Calculate the total price of the 70s stamps
for decade in range(1970, 2000):
    year = decade + 3
    if year % 4 == 0:
        country = 'Brazil'
    elif year % 5 == 0:
        country = 'France'
    elif year % 6 == 0:
        country = 'Peru'
    else:
        country = 'Spain'
    
    total_price += stamps_per_decade[country] * prices[country]

# Calculate the average price of the 70s stamps
average_price = total_price / 12

# Print the result and confidence level
print(f"RESULT: {average_price:.1f}")
print("CONFIDENCE: 85")
