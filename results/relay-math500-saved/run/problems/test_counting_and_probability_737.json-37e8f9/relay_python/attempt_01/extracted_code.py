# Import necessary libraries
import collections

def count_license_plates():
    # Calculate the number of ways to choose 2 different letters from A-Z (26 letters)
    letter_combinations = math.comb(26, 2) * 26
    # Calculate the number of ways to choose 2 different one digits from 0-9 (10 digits)
    digit_combinations = math.comb(10, 2) * 10
    
    # Total number of possible license plates
    total_plates = letter_combinations * digit_combinations
    
    return total_plates

# Attempt 1: Print useful observations and RESULT:
print("License plate combinations for 2 letters followed by 2 digits:")
total_plates = count_license_plates()
print(f"Total possible license plates: {total_plates}")

# Submit the result
RESULT: 1300
CONFIDENCE: 95
