# Problem: The area of triangle ABC is equal to a^2 - (b - c)^2.
# We need to compute tan A.

import math

def area_of_triangle(a, b, c):
    return 0.5 * abs(a * (b + c) - b * c)

def check_area():
    # We know that the area of triangle ABC is given by a^2 - (b - c)^2
    # Let's try some values for a, b, and c to see if we can find a pattern
    for a in range(1, 50):
        for b in range(1, 50):
            for c in range(1, 50):
                if area_of_triangle(a, b, c) == a**2 - (b - c)**2:
                    return True
    return False

def compute_tan_A():
    # We need to find the values of a, b, and c that satisfy the given condition
    for a in range(1, 50):
        for b in range(1, 50):
            for c in range(1, 50):
                if area_of_triangle(a, b, c) == a**2 - (b - c)**2:
                    # Now we can compute tan A
                    A = math.acos((b**2 + c**2 - a**2) / (2 * b * c))
                    tan_A = math.tan(A)
                    return tan_A

# Check if the area condition is satisfied
if not check_area():
    print("The area condition is not satisfied. Please try again.")
else:
    # Compute tan A
    tan_A = compute_tan_A()
    RESULT: tan_A
    CONFIDENCE: 100
