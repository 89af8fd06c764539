import random

# Generate two random numbers between 1 and 6 (inclusive)
num1 = random.randint(1, 6)
num2 = random.randint(1, 6)

# Divide the first number by 4 and get the remainder
remainder_num1 = num1 % 4

# Divide the second number by 5 and get the remainder
remainder_num2 = num2 % 5

# Check if the product of the two remainders is a shaded square on the checkerboard
if (remainder_num1 * remainder_num2) == 0:
    shaded_square = True
else:
    shaded_square = False

# Print the final answer and confidence level
RESULT: shaded_square
CONFIDENCE: 100
