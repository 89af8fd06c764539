def solve_shirt_sale(original_price):
    sale_price = 14.40
    discount_rate = 60 / 100
    original_price = sale_price / (1 - discount_rate)
    return original_price

# Run the program for attempt 1 and print observations if any
result = solve_shirt_sale(14.40)
confidence = 95  # Assuming the result is accurate based on common calculations

print(f"RESULT: {result:.2f}")
print(f"CONFIDENCE: {confidence}")
