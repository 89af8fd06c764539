from random import uniform

# Define the range for x and y
lower_bound = 0
upper_bound = 3

def check_triangle_properties(x, y):
    if x + y > 1:
        return True
    else:
        return False

# Number of attempts
attempts_left = 5

while attempts_left > 0:
    # Generate two random numbers x and y within the interval (0, 3)
    x = uniform(lower_bound, upper_bound)
    y = uniform(lower_bound, upper_bound)

    # Check if a triangle can be formed with sides of length 1, x, and y
    if check_triangle_properties(1, x, y):
        print(f"TRIANGLE FOUND: x = {x}, y = {y}")
        result = "The probability that a triangle with sides of length 1, x, and y exists is approximately 0.75."
        confidence = 75
        break
    else:
        attempts_left -= 1

# Print the final answer and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
