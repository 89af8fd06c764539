import random

def spin_wheel():
    return random.randint(1, 9)

# Attempt 2: Spin the wheel twice and check the probability of landing on a shaded square
first_number = spin_wheel()
second_number = spin_wheel()

# Check if both numbers are odd or even (shaded squares)
if first_number % 2 != second_number % 2:
    result = "Shaded"
else:
    result = "Non-Shaded"

print(f"First number: {first_number}")
print(f"Second number: {second_number}")
print(f"Checker is placed on a {result} square.")
