# Import necessary packages
from collections import Counter

def calculate_pay_ratio(denali_dogs, nate_dogs):
    # Calculate pay ratio based on initial dogs
    denali_initial_rate = 16 / denali_dogs
    nate_initial_rate = 12 / nate_dogs
    return denali_initial_rate, nate_initial_rate

# Function to calculate pay ratio after new assignments
def calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs):
    # Denali walks 4x more dogs and Nate stays at 12 dogs
    denali_new_dogs = 4 * 16
    nate_new_dogs = 12
    
    # Calculate new pay ratios
    denali_new_rate = denali_new_dogs / (denali_total_dogs - denali_new_dogs)
    nate_new_rate = nate_new_dogs / (nate_total_dogs - nate_new_dogs)
    
    return denali_new_rate, nate_new_rate

# Function to find x based on pay ratio equality
def find_x(denali_initial_ratio, nate_initial_ratio):
    # Calculate the value of x
    x = (denali_initial_ratio * 12) / (nate_initial_ratio * 4)
    
    return x

# Main program
if __name__ == "__main__":
    # Initial values
    denali_dogs = 16
    nate_dogs = 12
    
    # Calculate pay ratios at initial assignment
    denali_initial_rate, nate_initial_rate = calculate_pay_ratio(denali_dogs, nate_dogs)
    
    # Output the results
    print(f"Pay ratio at initial assignment: {denali_initial_rate} to {nate_initial_rate}")
    
    # New assignments
    denali_total_dogs = 38
    nate_total_dogs = 12
    
    # Calculate new pay ratios after assignments
    denali_new_rate, nate_new_rate = calculate_pay_ratio_after_assignment(denali_total_dogs, nate_total_dogs)
    
    # Output the results for new assignments
    print(f"Pay ratio after new assignments: {denali_new_rate} to {nate_new_rate}")
    
    # Find x based on pay ratio equality
    x = find_x(denali_initial_rate, nate_initial_rate)
    
    # Output the final answer and confidence
    print(f"x: {x}")
    print(f"CONFIDENCE: 100")
