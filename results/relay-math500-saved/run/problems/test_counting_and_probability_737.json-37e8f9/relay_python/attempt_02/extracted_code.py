import math

def count_license_plates():
    # Calculate the number of ways to choose 2 different letters from A-Z
    letter_combinations = math.comb(26, 2)
    
    # Calculate the number of ways to choose 2 different one digit numbers from 0-9
    digit_combinations = math.comb(10, 2)
    
    # Multiply the two combinations together to get the total number of license plates
    total_plates = letter_combinations * digit_combinations
    
    return total_plates

# Call the function and print the result
print(f"RESULT: {count_license_plates()}")
print(f"CONFIDENCE: 100")
