# Import necessary library
import math

# Define the number of days in February
days_in_february = 28

# Calculate the fewest number of miles Suzanne can walk in February
miles_per_day = 4 / 3
total_miles_in_february = miles_per_day * days_in_february

# Print RESULT: and CONFIDENCE:
print("RESULT:", total_miles_in_february)
print("CONFIDENCE:", round(100 - (total_miles_in_february % 1) * 100, 2))
