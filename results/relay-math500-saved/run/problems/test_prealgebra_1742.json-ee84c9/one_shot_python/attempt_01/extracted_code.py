# Import necessary library
import random

# Generate a random number between 1 and 100 (inclusive)
random_number = random.randint(1, 100)

# Check if the generated number is a multiple of 3
if random_number % 3 == 0:
    confidence = 100
else:
    confidence = 0

# Print the result and confidence
print("RESULT:", random_number)
print("CONFIDENCE:", confidence)
