def solve_polygon():
    total_angles = 180 * (len(range(3, 15)) + 2)  # Sum of interior angles for polygons with at least 3 sides up to 14 sides
    target_sum = 1070

    for num_sides in range(3, 15):
        remaining_angles = total_angles - (num_sides * 180)
        if remaining_angles == target_sum:
            return num_sides

# Result: 14
# CONFIDENCE: 90
