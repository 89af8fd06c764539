def find_ Rosa_age():
    for age in range(1, 75):
        if (age % 2 == 1) and (age % 3 == 1) and (age % 4 == 1) and (age % 6 == 1) and (age % 7 == 0):
            return age
    return None

result = find_ Rosa_age()
confidence = 90 if result else 50
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
