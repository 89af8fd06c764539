# Import necessary packages
from collections import defaultdict

def last_nonzero_digit(n):
    # Initialize the dictionary to store the remainders of powers of 10 from 2 to n
    remainders = defaultdict(int)
    for i in range(2, n+1):
        remainders[i] = (remainders[i-1] * 10) % n
    
    # Return the last nonzero digit
    return max([remainder for remainder in remainders.values() if remainder != 0])

# Calculate the last nonzero digit of 137/500
result = last_nonzero_digit(500)
confidence = 100  # Since we are calculating an exact value, we can be confident

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
