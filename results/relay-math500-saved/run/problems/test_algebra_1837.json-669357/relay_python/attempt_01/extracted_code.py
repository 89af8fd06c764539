def calculate_pay_ratio(denali_dogs, nate_dogs):
    return (denali_dogs * 16) / (nate_dogs * 12)

# Attempt 1: Calculate the pay ratio for the first attempt
pay_ratio_initial = calculate_pay_ratio(16, 12)
print(f"Pay ratio at initial assignment: {pay_ratio_initial:.2f}")
