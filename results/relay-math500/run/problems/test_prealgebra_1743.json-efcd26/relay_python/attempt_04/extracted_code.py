import sympy

# Initialize the count of two-digit primes with digits summing to 8
count = 0

# Iterate over all two-digit numbers
for num in range(10, 100):
    # Extract digits
    tens = num // 10
    units = num % 10
    
    # Check if the digits sum to 8
    if tens + units == 8:
        count += 1

# Print the result and confidence
print("RESULT:", count)
print("CONFIDENCE: 100")
