# Attempt 3: Correcting the import statement to allow fractions
result = None
confidence = 100

for x in range(1, 50):  # Checking a reasonable range of integers
    if 1/4 < x/7 < 1/3:
        result = x
        confidence = 90
        break  # No need to check further once the first valid integer is found

print("RESULT:", result)
print("CONFIDENCE:", confidence)
