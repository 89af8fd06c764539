def binary_to_octal(binary):
    decimal = int(binary, 2)
    octal = oct(decimal)[2:]
    return octal

# Test the function with the given binary number
binary_number = "10101001110"
result = binary_to_octal(binary_number)

# Check if the result is correct (this is just a placeholder for actual testing)
print("RESULT:", result)
print("CONFIDENCE: 50")  # Placeholder confidence value, adjust based on actual correctness
