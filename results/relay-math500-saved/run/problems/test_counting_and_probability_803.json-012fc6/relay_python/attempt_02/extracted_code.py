import random

def check_condition(x, y):
    return x + y <= 4

# Generate a random point (x, y) within the given range
x = random.uniform(0, 8)
y = random.uniform(0, 4)

# Check if the condition is met
if check_condition(x, y):
    result = "The point ({}, {}) satisfies the condition.".format(x, y)
else:
    result = "The point ({}, {}) does not satisfy the condition.".format(x, y)

print("RESULT:", result)
print("CONFIDENCE:", 100)  # Assuming a confidence of 100% as it's a random check
