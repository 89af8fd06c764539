# Define the number of drumsticks and breast parts
drumsticks = 24
breast_parts = drumsticks - 4

# Compute the total number of fried chickens
fried_chickens = drumsticks + breast_parts

# Print the result
RESULT: fried_chickens
