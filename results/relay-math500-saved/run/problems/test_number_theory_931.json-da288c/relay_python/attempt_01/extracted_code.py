import math

# Rosa's age must be a multiple of 7 plus one.
# The possible ages that are multiples of 7 and less than 75 are: 7, 14, 21, ..., 68.
# We need to check which of these ages satisfy the condition when divided by 2, 3, 4, or 6, leaving a remainder of 1.

for age in range(7, 75, 7):
    if (age % 2 == 1) and (age % 3 == 1) and (age % 4 == 1) and (age % 6 == 1) and (age % 7 == 0):
        RESULT: age
        CONFIDENCE: 100
