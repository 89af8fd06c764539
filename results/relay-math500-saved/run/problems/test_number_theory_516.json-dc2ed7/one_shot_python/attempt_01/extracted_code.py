binary_number = "10101001110"
octal_number = int(binary_number, 2)
result = f"RESULT: {octal_number}"
confidence = 100

print(result)
print(confidence)
