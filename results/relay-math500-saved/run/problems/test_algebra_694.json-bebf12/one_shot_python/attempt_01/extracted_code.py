# Import necessary modules
from collections import defaultdict

# Initialize variables to store the current ratio of blue to yellow marbles
blue_marbles = 0
yellow_marbles = 0

# Initial ratio is 4:3, which we can express as (y + 5) / (b - 3) = 7/3
# Solving for y in terms of b:
# 3(y + 5) = 7(b - 3)
# 3y + 15 = 7b - 21
# 3y - 7b = -36
# (3 - 7)y = -36
# -4y = -36
# y = 9

# Since we know y is the initial number of blue marbles, we can find b by substituting y back into the ratio equation:
# (b + 5) / (b - 3) = 7/3
# 3(b + 5) = 7(b - 3)
# 3b + 15 = 7b - 21
# 3b - 7b = -36
# -4y = -36
# y = 9

# Now we know the initial number of blue marbles is 9.
blue_marbles = 9

# Calculate the final number of yellow marbles after adding 5 and removing 3:
final_yellow_marbles = yellow_marbles + 5 - 3

# Print the result and confidence
print("RESULT:", final_yellow_marbles)
print("CONFIDENCE:", 100)  # Since we have only one possible solution, the confidence is 100%.
