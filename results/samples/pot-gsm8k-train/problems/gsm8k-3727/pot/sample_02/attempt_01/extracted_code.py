# Given quantities
drumsticks = 24
breast_parts = drumsticks - 4

# Total fried chickens can be made
total_fried_chickens = drumsticks + breast_parts

# Print the final result
print("RESULT:", total_fried_chickens)
