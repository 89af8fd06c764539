from collections import *

def verify_condition(x, y):
    return x + y <= 4

def random_point_in_rectangle():
    import random
    x = random.uniform(0, 8)
    y = random.uniform(0, 4)
    return (x, y)

def calculate_probability(num_attempts):
    successful_attempts = 0
    total_attempts = num_attempts
    for _ in range(total_attempts):
        x, y = random_point_in_rectangle()
        if verify_condition(x, y):
            successful_attempts += 1

    probability = successful_attempts / total_attempts
    return probability * 100

# Example usage:
num_attempts = 5
confidence = calculate_probability(num_attempts)
print(f"RESULT: {probability}")
print(f"CONFIDENCE: {confidence}")
