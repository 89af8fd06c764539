# Import necessary library
import math

# Calculate 100!
factorial = math.factorial(100)

# Count the number of trailing zeros by dividing by 5 and removing multiples of 25, 125, etc.
trailing_zeros = 0
power_of_5 = 5
while factorial % power_of_5 == 0:
    trailing_zeros += factorial // power_of_5
    power_of_5 *= 5

# Print the result and confidence
print("RESULT:", trailing_zeros)
print("CONFIDENCE:", 100)
