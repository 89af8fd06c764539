import random

def check_multiple_of_five():
    dice1 = random.randint(1, 6)
    dice2 = random.randint(1, 6)
    product = dice1 * dice2
    return product % 5 == 0

probability = sum(check_multiple_of_five() for _ in range(1000)) / 1000
print(f"Result: {probability}")
