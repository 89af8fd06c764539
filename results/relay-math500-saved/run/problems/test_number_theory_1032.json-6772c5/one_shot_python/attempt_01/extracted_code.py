# Import necessary library
from functools import reduce

def least_positive_multiple_of_30_with_only_digits_0_and_2():
    # Start with the smallest multiple of 30 that can be written with only 0 and 2
    num = 20
    
    while True:
        if num % 30 == 0:
            return num
        num += 1

# Find the least positive integer multiple of 30 that can be written with only digits 0 and 2
result = least_positive_multiple_of_30_with_only_digits_0_and_2()

# Calculate confidence (assuming a certain level of certainty based on the problem constraints)
confidence = 100  # This is an assumption; typically, confidence would be higher based on specific problem constraints.

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
