import math

# Calculate 42!
factorial_42 = math.factorial(42)

# Function to count the number of trailing zeroes in a factorial
def count_trailing_zeroes(n):
    count = 0
    power_of_5 = 5
    while n // power_of_5 > 0:
        count += n // power_of_5
        power_of_5 *= 5
    return count

# Count the number of trailing zeroes in 42!
trailing_zeroes = count_trailing_zeroes(factorial_42)

# Print the result and confidence level
print(f"RESULT: {trailing_zeroes}")
print(f"CONFIDENCE: 100")
