# Importing necessary libraries
from sympy import log

def find_power_of_four(target):
    # Calculating the logarithm base 4 of the target number and converting it to an integer
    power = int(log(target, 4))
    return power

target_number = 8
power = find_power_of_four(target_number)
result = f"RESULT: {power}"
confidence = 100  # Assuming the calculation is perfect for simplicity

print(result)
print(confidence)
