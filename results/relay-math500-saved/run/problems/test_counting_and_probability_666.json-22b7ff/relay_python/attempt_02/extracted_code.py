import math

# Given data
total_upper_class = 5
total_lower_class = 10
required_upper_class = 4
required_lower_class = 8

# Calculate the combinations of upper class and lower class soldiers
def calculate_combinations(total_upper, total_lower, required_upper, required_lower):
    upper_combinations = math.comb(total_upper, required_upper)
    lower_combinations = math.comb(total_lower, required_lower)
    
    # Total combinations of battalions
    total_battalions = upper_combinations * lower_combinations
    
    return total_battalions

# Calculate and print the result
result = calculate_combinations(total_upper_class, total_lower_class, required_upper_class, required_lower_class)
print(f"RESULT: {result}")
