# Import necessary libraries
import math

def log2_sqrt_sin(x):
    return math.log2(math.sqrt(math.sin(math.radians(x))))

# Define the range of x for which we want to evaluate the function
x_min = 0.1  # Starting point, slightly greater than 0 degrees
x_max = 90   # Ending point, slightly less than 180 degrees

# Calculate the minimum and maximum values of log2_sqrt_sin(x)
y_min = log2_sqrt_sin(x_min)
y_max = log2_sqrt_sin(x_max)

# Print the results
print(f"RESULT: {y_min} to {y_max}")
print(f"CONFIDENCE: 100")
