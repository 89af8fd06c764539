import math

# Given values
louis_share = 1/5
jack_share = 2/3

# Total share of the pie
total_share = louis_share + jack_share

# Print useful observations or RESULT: and CONFIDENCE:
print(f"Louis eats {louis_share:.2f} of the pie.")
print(f"Jack eats {jack_share:.2f} of the pie.")
print(f"The total share is {total_share:.2f} of the pie.")
print("CONFIDENCE: 100")  # Since we are solving this problem, we have full confidence.
