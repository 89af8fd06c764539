import collections

# Given data
total_boxes = 10
pencils_count = 5
pens_count = 4
both_pencils_and_pens_count = 2

# Calculate the number of boxes containing either pencils or pens
either_type_count = pencils_count + pens_count - both_pencils_and_pens_count

# Calculate the number of boxes containing neither type
neither_type_count = total_boxes - either_type_count

print("RESULT: ", neither_type_count)
print("CONFIDENCE: 100")
