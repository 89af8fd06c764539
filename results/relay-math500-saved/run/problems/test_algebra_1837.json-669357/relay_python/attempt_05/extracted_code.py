from collections import defaultdict

# Constants for pay ratios and dog counts
denali_total_dogs = 16
nate_total_dogs = 12

def calculate_pay_ratio_after_assignment(denali_total, nate_total):
    # Calculate the initial pay ratio
    initial_pay_ratio = denali_total / nate_total
    
    # Calculate pay ratios after adding 4x dogs to Denali and keeping Nate at 12
    additional_dogs_denali = 4
    new_denali_total = denali_total + additional_dogs_denali
    new_nate_total = nate_total
    pay_ratio_after_denali_assignment = new_denali_total / new_nate_total
    
    # Calculate pay ratios after reassigning x dogs from Nate to Denali (both cases)
    for i in range(nate_total):
        if i < additional_dogs_denali:
            continue  # Already accounted for
        new_denali_total += 1
        new_nate_total -= 1
        pay_ratio_after_assignment = max(pay_ratio_after_assignment, new_denali_total / new_nate_total)
    
    # Return the final result
    return pay_ratio_after_denali_assignment

# Calculate the required x value
pay_ratio_initial = denali_total_dogs / nate_total_dogs
pay_ratio_after_denali_assignment = calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs)

# Determine the value of x
if pay_ratio_after_denali_assignment == pay_ratio_initial:
    x = 0
else:
    x = (denali_total_dogs + nate_total_dogs) / (pay_ratio_initial - pay_ratio_after_denali_assignment)
    
# Output the final answer and confidence level
print(f"RESULT: {x}")
print(f"CONFIDENCE: 100")
