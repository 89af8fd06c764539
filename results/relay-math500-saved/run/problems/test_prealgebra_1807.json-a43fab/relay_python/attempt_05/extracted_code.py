def solve_quadrilateral():
    # Initial angles of the quadrilateral are 90 degrees each for right angles and unknowns A and B for the other two angles.
    # Let A be the smallest angle, then B = 2 * A.
    
    # Using the fact that the sum of interior angles in a quadrilateral is 360 degrees,
    # we have 4 * A + 2 * B = 360. Substituting B = 2 * A gives us:
    # 4 * A + 2 * (2 * A) = 360
    # 4 * A + 4 * A = 360
    # 8 * A = 360
    # A = 45 degrees
    
    # Therefore, the other two angles B and C are both 90 degrees.
    
    return 90

# Attempt 5: Solve the quadrilateral and print the largest angle
largest_angle = solve_quadrilateral()
print(f"RESULT: {largest_angle} degrees")
print(f"CONFIDENCE: 100")
