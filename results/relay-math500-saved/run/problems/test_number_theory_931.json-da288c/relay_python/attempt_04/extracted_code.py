def find_ Rosa_age():
    for age in range(1, 75):
        if all(age % divisor == 1 for divisor in [2, 3, 4, 6]) and age % 7 == 0:
            return age

Rosa_age = find_ Rosa_age()
print(f"RESULT: {Rosa_age}")
print(f"CONFIDENCE: 95")  # Assuming the confidence is based on the logical deduction
