# Given quantities
num_red_per_eye = 8
num_red_for_smile = 18
multiplier = 9

# Calculate the number of tulips needed for the smile
num_red_for_smile_tulips = num_red_for_smile

# Calculate the number of tulips needed for the eyes
num_red_for_eyes = num_red_per_eye * 2

# Calculate the total number of tulips needed for the smile and eyes
total_red_tulips = num_red_for_smile_tulips + num_red_for_eyes

# Calculate the number of tulips needed for the yellow background
num_yellow_tulips = total_red_tulips * multiplier

# Print the result
RESULT: total_yellow_tulips
