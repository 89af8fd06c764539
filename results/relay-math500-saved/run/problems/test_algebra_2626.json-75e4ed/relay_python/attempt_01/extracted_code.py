def calculate_investment():
    initial_amount = 24000
    monthly_interest_rate = 1 / 1200  # 1% bi-monthly interest as a decimal
    months_per_year = 2 * 12  # two months per year
    years = 5

    total_months = months_per_year * years
    investment_amount = initial_amount * (1 + monthly_interest_rate) ** total_months

    return round(investment_amount)

# Attempt 1: Calculate the investment amount
result = calculate_investment()
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
