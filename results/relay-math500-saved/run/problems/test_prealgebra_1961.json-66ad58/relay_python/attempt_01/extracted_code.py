def milk_leak(bucket, distance):
    # Initialize the milk in the bucket with the full amount
    milk = bucket
    
    # Loop through each mile from the barn to the house
    for i in range(1, distance + 1):
        # Reduce the milk by one-third (2/3)
        milk *= (2 / 3)
    
    return milk

# Initialize the bucket with 2 gallons of milk
bucket = 2

# Calculate the amount of milk in the bucket when Sam gets home
milk_when_home = milk_leak(bucket, 3)

# RESULT: The amount of milk in the bucket when Sam gets home is {milk_when_home} gallons.
CONFIDENCE: 100  # Since the calculation is simple and direct, we assume full confidence.
