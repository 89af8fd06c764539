import collections

def calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs):
    # Check if Denali can start walking 4x more dogs and Nate stays at 12 dogs
    if (denali_total_dogs - 4) % 16 == 0:
        pay_ratio_after_denali_assignment = (denali_total_dogs + (4 * 16)) / nate_total_dogs
    else:
        # Check if x of Nate's dogs are reassigned to Denali
        x = min(nate_total_dogs, 4)  # The maximum number of dogs that can be reassigned is the minimum between the total dogs and 4
        pay_ratio_after_nate_assignment = (denali_total_dogs + x) / nate_total_dogs - 0.5 * x / nate_total_dogs

    return pay_ratio_after_denali_assignment if pay_ratio_after_denali_assignment != float('inf') else None

# Example usage:
denali_total_dogs = 16
nate_total_dogs = 12
x = calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs)
print(f"Pay ratio after assignment: {x}")
