from collections import defaultdict

def last_nonzero_digit(n):
    remainders = defaultdict(int)
    
    # Precompute remainders for powers of 2 up to the desired number of digits
    power_of_2 = 1
    while power_of_2 < n:
        remainders[power_of_2] = (power_of_2 // 2) % n
        power_of_2 *= 2
    
    # Iterate over the powers of 2 in reverse to find the last nonzero digit
    for i in range(len(remainders) - 1, -1, -1):
        remainder = remainders[i]
        if remainder != 0:
            return remainder
    
    # If no nonzero digits are found, return n (all digits are zero)
    return n

# Test the function with the given number
result = last_nonzero_digit(500)
print(f"RESULT: {result}")
