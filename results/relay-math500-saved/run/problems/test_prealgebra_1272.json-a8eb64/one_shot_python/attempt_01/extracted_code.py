import math

# Given values
louis_share = 1/5
jack_share = 2/3

# Total share of the pie
total_share = louis_share + jack_share

# Print the result and confidence
print("RESULT:", total_share)
print("CONFIDENCE:", round(100 * total_share, 2))
