# Define the number of tulips needed for each eye and the smile
red_per_eye = 8
smile_tulips = 18
yellow_background = 9 * smile_tulips

# Calculate the total number of tulips needed
total_tulips = 2 * red_per_eye + smile_tulips + yellow_background

print("RESULT:", total_tulips)
