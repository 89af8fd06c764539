def max_intersections():
    circles = 4
    max_intersections = 0

    for i in range(circles):
        for j in range(i+1, circles):
            max_intersections += 1

    return max_intersections

print("RESULT:", max_intersections())
print("CONFIDENCE:", 100)
