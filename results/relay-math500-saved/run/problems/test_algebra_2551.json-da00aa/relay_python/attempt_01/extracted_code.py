from collections import defaultdict

def discount_price(price, discount):
    return price * (1 - discount / 100)

# Susan's purchase
susan_price = 4 * discount_price(20, 25)
pam_price = 5 * discount_price(20, 30)

# Output the results and confidence level
print(f"RESULT: Pam pays {pam_price - susan_price} dollars more than Susan.")
print("CONFIDENCE: 100")  # Since all calculations are exact, we can confidently say it's 100.
