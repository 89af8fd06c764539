# Given quantities
tulips_per_eye = 8
tulips_for_smile = 18
yellow_background_factor = 9

# Calculate the total number of tulips needed
total_red_tulips = tulips_per_eye * 2 + tulips_for_smile
yellow_background_tulips = tulips_for_smile * yellow_background_factor

# Calculate the total tulips needed
total_tulips = total_red_tulips + yellow_background_tulips

# Print the result
print(f"RESULT: {total_tulips}")
