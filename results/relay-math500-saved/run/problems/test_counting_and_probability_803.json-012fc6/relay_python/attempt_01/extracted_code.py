# Import necessary libraries
import random

# Initialize variables
count = 0
valid_count = 0
x_values = [random.uniform(0, 8) for _ in range(1000)]  # Generate 1000 random x values
y_values = [random.uniform(0, 4) for _ in range(1000)]  # Generate 1000 random y values

# Check the condition x + y <= 4 for each pair of (x, y)
for x, y in zip(x_values, y_values):
    if x + y <= 4:
        valid_count += 1
    count += 1

# Calculate the probability
probability = valid_count / count

# Print the final result and confidence level
print(f"RESULT: {probability:.3f}")
print(f"CONFIDENCE: {int(100 * probability)}")
