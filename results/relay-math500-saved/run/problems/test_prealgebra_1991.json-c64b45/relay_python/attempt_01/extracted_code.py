def convert_currency(amount, currency):
    return amount * currency

# Define hourly wages in local currencies
navin_hourly = 160 / 32.35  # Mauritius rupee per hour
luka_hourly = 25 / 5.18     # Croatian kuna per hour
ian_hourly = 34 / 6.95      # Botswana pula per hour

# Calculate total daily wages in local currencies
navin_daily = navin_hourly * 8
luka_daily = luka_hourly * 8
ian_daily = ian_hourly * 8

# Convert daily wages to US dollars (assuming 1 US dollar = 32.35 Mauritius rupee)
usd_navin = convert_currency(navin_daily, 32.35)
usd_luka = convert_currency(luka_daily, 5.18)
usd_ian = convert_currency(ian_daily, 6.95)

# Determine the highest daily wage
max_usd_wage = max(usd_navin, usd_luka, usd_ian)

# Print the result and confidence level (we assume a high confidence level for simplicity)
print(f"RESULT: {max_usd_wage}")
print("CONFIDENCE: 100")
