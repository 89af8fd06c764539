# Problem: Find the units digit of 21420N such that N makes the number divisible by 6.
# We need to find a nonzero value of N.

# Attempt 2: We will check each nonzero value from 1 to 9 (excluding 0) and calculate the units digit of 21420 * N
for N in range(1, 10):
    # Calculate the product
    product = 21420 * N
    
    # Extract the units digit of the product
    units_digit = product % 10
    
    # Check if the units digit is divisible by 6
    if units_digit % 6 == 0:
        result = f"N = {N}, Units digit of 21420N is {units_digit}"
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
