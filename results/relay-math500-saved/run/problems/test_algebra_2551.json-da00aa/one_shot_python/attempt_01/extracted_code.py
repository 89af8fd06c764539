import math

# Define the function to calculate total cost with a discount
def total_cost(tickets, price, discount):
    return tickets * (price - (discount / 100) * price)

# Calculate Susan's total cost
susan_total = total_cost(4, 20, 25)
print(f"RESULT: {susan_total}")

# Calculate Pam's total cost
pam_total = total_cost(5, 20, 30)
print(f"CONFIDENCE: {int((pam_total - susan_total) / susan_total * 100)}")
