# Import necessary libraries
from collections import *

# Define the total number of components for a Mr. Potato Head personality
total_components = 10

# Calculate the number of different wacky personalities
# We need to consider all possible combinations of components
# excluding the hair component, because it can be bald
combinations_excluding_hair = (2 ** (total_components - 1)) - 1

# Print the result and confidence level
print(f"RESULT: {combinations_excluding_hair}")
print(f"CONFIDENCE: 100")
