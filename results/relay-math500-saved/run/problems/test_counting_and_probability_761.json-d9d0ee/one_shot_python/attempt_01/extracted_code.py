import collections

# Given values
total_boxes = 10
pencils_count = 5
pens_count = 4
both_pencils_and_pens_count = 2

# Calculate the number of boxes containing either pencils or pens
either_box_count = pencils_count + pens_count - both_pencils_and_pens_count

# Calculate the number of boxes containing neither pens nor pencils
neither_box_count = total_boxes - either_box_count

# Print the result and confidence
print("RESULT:", neither_box_count)
print("CONFIDENCE:", 100)  # Since we are only solving one problem, we assume a high level of confidence
