from collections import defaultdict

# Helper function to check if two circles intersect
def circles_intersect(center1, radius1, center2, radius2):
    distance = ((center1[0] - center2[0]) ** 2 + (center1[1] - center2[1]) ** 2) ** 0.5
    return distance < radius1 + radius2

# Helper function to check if two segments intersect
def segment_intersect(p1, p2, q1, q2):
    def orientation(p, q, r):
        val = (q[1] - p[1]) * (r[0] - q[0]) - (r[1] - q[1]) * (p[0] - q[0])
        if val == 0:
            return 0
        elif val > 0:
            return 1
        else:
            return -1

    def on_segment(p, q, r):
        if ((q[0] <= p[0] and p[0] <= r[0]) or 
            (r[0] <= p[0] and p[0] <= q[0])) and \
           ((q[1] <= p[1] and p[1] <= r[1]) or 
            (r[1] <= p[1] and p[1] <= q[1])):
            return True
        return False

    o1 = orientation(p1, q1, p2)
    o2 = orientation(p1, q1, q2)
    o3 = orientation(q1, p2, p2)
    o4 = orientation(q1, p2, q2)

    if (o1 != o2 and o3 != o4):
        return True
    elif (o1 == 0 and on_segment(p1, q1, p2)):
        return True
    elif (o2 == 0 and on_segment(p1, q1, q2)):
        return True
    elif (o3 == 0 and on_segment(q1, p2, q2)):
        return True
    elif (o4 == 0 and on_segment(q1, p2, q2)):
        return True

    return False

# Total number of points
total_points = 52

# Counting pairs of segments that intersect
intersecting_pairs_count = 0

# Iterate over all possible combinations of four points
for i in range(total_points):
    for j in range(i + 1, total_points):
        for k in range(j + 1, total_points):
            for l in range(k + 1, total_points):
                # Calculating the centers and radii of the circles formed by each pair of points
                center1 = (i % 52, j % 52)
                radius1 = math.sqrt((center1[0] - center1[0]) ** 2 + (center1[1] - center1[1]) ** 2)
                center2 = (k % 52, l % 52)
                radius2 = math.sqrt((center2[0] - center2[0]) ** 2 + (center2[1] - center2[1]) ** 2)

                # Checking if the circles intersect
                if circles_intersect(center1, radius1, center2, radius2):
                    intersecting_pairs_count += 1

# Probability that segments AB and CD intersect
probability = intersecting_pairs_count / (total_points * (total_points - 1) * (total_points - 2) * (total_points - 3) / 6)
print(f"RESULT: {probability}")
print(f"CONFIDENCE: 80")
