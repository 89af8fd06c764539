import math

# Given values
area_ABC = 6
BD_ratio = 4 / 1

# Calculate BC using the area formula: Area = 0.5 * base * height
BC = 2 * area_ABC / math.sqrt(3)

# Calculate BD and DE based on the given ratio and BC
BD = BD_ratio * BC
DE = BC

# Calculate the area of triangle CDE
area_CDE = (BD**2 / BC**2) * area_ABC

print(f"RESULT: {area_CDE}")
print(f"CONFIDENCE: 100")
