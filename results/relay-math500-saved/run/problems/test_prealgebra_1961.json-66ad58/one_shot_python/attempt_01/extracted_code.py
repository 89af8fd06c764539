def calculate_milk(mileage, initial_milk):
    milk = initial_milk
    for i in range(1, mileage + 1):
        milk *= (2 / 3)
    return milk

mileage = 3
initial_milk = 2
milk_when_home = calculate_milk(mileage, initial_milk)

print(f"RESULT: {milk_when_home}")
print(f"CONFIDENCE: 80")
