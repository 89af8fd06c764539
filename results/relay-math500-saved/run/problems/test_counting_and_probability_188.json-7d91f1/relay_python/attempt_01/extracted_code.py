# Import necessary libraries
import math

# Function to check if a triangle can be formed with sides of given lengths
def can_form_triangle(a, b, c):
    return a + b > c and a + c > b and b + c > a

# Initialize variables for attempts
attempts = 1
probability = 0

# Run the program for up to 5 attempts
while attempts <= 5:
    # Randomly select x and y from the interval (0,3)
    x = random.uniform(0, 3)
    y = random.uniform(0, 3)

    # Check if a triangle can be formed with sides of length 1, x, and y
    if can_form_triangle(1, x, y):
        probability += 1

    # Print useful observations
    print(f"Attempt {attempts}: x = {x}, y = {y}")

    # Update the number of attempts
    attempts += 1

# Calculate the final probability
final_probability = probability / attempts

# Print RESULT: and CONFIDENCE:
print(f"RESULT: Probability that a triangle with sides of length 1, x, and y exists is approximately {final_probability:.2f}")
print(f"CONFIDENCE: 90")
