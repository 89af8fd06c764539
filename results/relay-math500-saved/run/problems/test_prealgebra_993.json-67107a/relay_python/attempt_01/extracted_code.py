def convert_lire_to_usd(lire):
    # Define the exchange rate from lire to USD
    lire_per_dollar = 1200 / 1.50
    
    # Convert lire to USD
    usd_value = lire * lire_per_dollar
    
    return usd_value

# Attempt 1: calculate the equivalent USD value for 1,000,000 lire
result = convert_lire_to_usd(1_000_000)
confidence = 100  # Assuming a perfect conversion for this attempt

print("RESULT:", result)
print("CONFIDENCE:", confidence)
