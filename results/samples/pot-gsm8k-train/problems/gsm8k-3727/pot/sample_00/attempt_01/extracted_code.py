# Given quantities
drumsticks = 24
breast_parts = drumsticks - 4

# Total number of fried chickens
fried_chickens = drumsticks + breast_parts

# Print the final answer
print("RESULT:", fried_chickens)
