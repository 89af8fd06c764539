# Import necessary libraries
from math import gcd, lcm

def find_possible_a_values():
    # Given values
    gcd_ab = 210
    lcm_ab = 210**3
    
    # Calculate the possible value of a
    a = lcm_ab // gcd_ab
    
    # Check if a and b are valid
    b = lcm_ab // a
    
    if gcd(a, b) == gcd_ab and a < b:
        print(f"RESULT: {a}")
        return 1
    else:
        print("CONFIDENCE: 0")
        return 0

# Attempt 1: Find the possible values of a
result = find_possible_a_values()
