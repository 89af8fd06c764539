import math

# Given angles in degrees
angle_BAC = 54
angle_ABC = 52

# Calculate angle ACB using the fact that the sum of angles in a triangle is 180 degrees
angle_ACB = 180 - angle_BAC - angle_ABC

# The altitude from A to BC forms two right triangles, ∠AHC and ∠BHD.
# Since AD and BE intersect at H, and since both are altitudes,
# the angles ∠AHC and ∠BHD are both 90 degrees.
# Therefore, ∠AHB is the supplementary angle to ∠AHC (or ∠BHD).
# Hence, ∠AHB = 180 - 90 = 90 degrees

print(f"RESULT: 90")
print(f"CONFIDENCE: 100")  # Since we have a straightforward calculation and it's an exact answer.
