import math

# Function to find the smallest positive multiple of 450 whose digits are all zeroes and ones
def smallest_multiple_of_450():
    # Start from the smallest three-digit number that is a multiple of 15 (since 450 = 2 * 3^3, any multiple of 15 will have digits 0 or 1)
    number = 15
    
    while True:
        # Check if all digits are either 0 or 1
        if all(digit in '01' for digit in str(number)):
            return number
        
        # Increment by 15 to check the next multiple of 450
        number += 15

# Calculate the smallest multiple of 450 whose digits are all zeroes and ones
smallest_multiple = smallest_multiple_of_450()

# Display the result and confidence
print(f"RESULT: {smallest_multiple}")
print(f"CONFIDENCE: 100")
