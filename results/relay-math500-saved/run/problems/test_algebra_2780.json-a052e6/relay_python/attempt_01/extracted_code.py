# Import necessary libraries
import math

# Define the cost of concrete and paint per inch
cost_concrete = 1.30
cost_paint_per_inch = 6.80 / (4 * 3)  # Total surface area divided by four faces

# Define a function to calculate the volume of a cube
def volume(side_length):
    return side_length ** 3

# Define a function to calculate the cost per cubic inch of paint
def cost_per_cubic_inch():
    return cost_paint_per_inch / (4 * math.pi)

# Calculate the volume and cost per cubic inch for a 1-inch cube
volume_1 = volume(1)
cost_per_cubic_inch_1 = cost_per_cubic_inch()

# Print initial observations
print(f"Initial observation: The cost of paint per cubic inch is {cost_per_cubic_inch_1:.2f}.")

# Calculate the volume and cost per cubic inch for a 2-inch cube
volume_2 = volume(2)
cost_per_cubic_inch_2 = cost_per_cubic_inch()

# Print more observations
print(f"Observation: The cost of paint per cubic inch is {cost_per_cubic_inch_2:.2f}.")

# Calculate the volume and cost per cubic inch for a 3-inch cube
volume_3 = volume(3)
cost_per_cubic_inch_3 = cost_per_cubic_inch()

# Print final observations
print(f"Observation: The cost of paint per cubic inch is {cost_per_cubic_inch_3:.2f}.")

# Calculate the total cost for a 3-inch cube
total_cost = volume_3 * cost_per_cubic_inch_3

# Print final result and confidence level
RESULT: total_cost
CONFIDENCE: 90  # Based on the observations, we can conclude with high confidence that this is the correct answer.
