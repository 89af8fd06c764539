import collections

def calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs):
    # Pay ratio at initial assignment: 1.78
    pay_ratio_initial = denali_total_dogs / nate_total_dogs
    
    # Denali starts walking 4x more dogs and Nate stays at 12 dogs
    denali_new_dogs = denali_total_dogs + 4 * nate_total_dogs
    nate_new_rate_after_denali = nate_total_dogs / (nate_total_dogs - denali_new_dogs)
    
    # Check if the new ratio of pay is equal to the initial ratio
    if pay_ratio_initial == nate_new_rate_after_denali:
        return True
    
    # Nate's dogs are reassigned to Denali
    nate_reassigned_to_denali = min(nate_total_dogs, denali_new_dogs)
    denali_total_dogs += nate_reassigned_to_denali
    nate_total_dogs -= nate_reassigned_to_denali
    pay_ratio_after_nate_assignment = denali_total_dogs / nate_total_dogs
    
    # Check if the new ratio of pay is equal to the initial ratio
    return pay_ratio_initial == pay_ratio_after_nate_assignment

# Initial number of dogs walked by Denali and Nate
denali_total_dogs = 16
nate_total_dogs = 12

# Calculate the pay ratio after reassigning some of Nate's dogs to Denali
x = calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs)
print(f"x: {x}")
