# Given values
area_of_base = 30
height = 6.5

# Calculate volume of the cone
volume = (1/3) * area_of_base * height

# Print the result and confidence level
print("RESULT:", volume)
print("CONFIDENCE:", 100)  # Since we have an exact answer, the confidence is 100%
