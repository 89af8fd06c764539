def sum_of_digits(n):
    return sum(int(digit) for digit in str(n))

# Calculate the fraction's decimal representation and find its terminating digits
fraction = 4321 / (5**7 * 2**8)
decimal_part = str(fraction).split('.')[1]

# Sum of the digits in the terminating part
result = sum_of_digits(int(decimal_part))
print(f"RESULT: {result}")
print("CONFIDENCE: 90")  # Assuming the fraction's decimal representation is accurate to at least 90% for this problem
