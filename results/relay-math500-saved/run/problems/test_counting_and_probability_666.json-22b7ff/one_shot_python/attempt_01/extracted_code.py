# Import necessary libraries
from itertools import combinations

# Define the number of upper and lower class soldiers
upper_class_soldiers = 5
lower_class_soldiers = 10

# Define the required force for each type of soldier in Thermopylae
required_upper_class_soldiers = 4
required_lower_class_soldiers = 8

# Calculate the number of different battalions that can be sent
upper_class_combinations = list(combinations(range(upper_class_soldiers), required_upper_class_soldiers))
lower_class_combinations = list(combinations(range(lower_class_soldiers), required_lower_class_soldiers))

# Total number of different battalions
total_battalions = len(upper_class_combinations) * len(lower_class_combinations)

# Print the results with confidence level
print(f"RESULT: {total_battalions}")
print(f"CONFIDENCE: 100")
