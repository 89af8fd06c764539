# Import necessary modules
from collections import *

# Define the quantities of each item
shirts = 5
pants = 6
hats = 8

# Calculate the total number of outfits
outfits = shirts * pants * hats

# Print the results
print("RESULT:", outfits)
print("CONFIDENCE:", 100)  # Maximum confidence, since all items are used independently
