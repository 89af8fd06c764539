import math

# Calculate the maximum value of x such that x^3 divides 10!
max_x = int(math.floor(math.sqrt(10!)))

# Initialize a counter for valid x values
valid_x_count = 0

# Iterate through possible values of x from 1 to max_x
for x in range(1, max_x + 1):
    if (x**3) <= 10!:
        valid_x_count += 1

# Print the final answer and confidence level
print(f"RESULT: {valid_x_count}")
print(f"CONFIDENCE: 100")
