import math

def find_equilateral_side_length():
    # The vertex of the parabola x^2 = 8y is (0, 0)
    # Let the side length be s. The height of the equilateral triangle can be calculated using the Pythagorean theorem:
    # h = (s * math.sqrt(3)) / 2
    # The distance from the vertex (0, 0) to a point on the parabola is sqrt(x^2 + y^2). For this to be a right triangle with one leg being s and the other being h/2, we have:
    # sqrt(s^2 + (h/2)^2) = sqrt(8 * ((s^2 / 4) - (h/2)) + (h/2)^2)
    # Simplifying this equation gives us a quadratic in s:
    # s^2 - h^2 = 16 * (s^2 / 4 - h/2)
    # s^2 - h^2 = 4s^2 - 8h
    # 3s^2 = 9h
    # s^2 = 3h
    # So, s = sqrt(3) * h
    # Let's assume the height is h and solve for s:
    h = 1  # We can choose any non-zero value for h, as we will scale the result later
    side_length = math.sqrt(3) * h
    
    return side_length

# Check function to verify the correctness of the solution
def check_solution():
    expected_side_length = 1.7320508075688772  # Approximately sqrt(3)
    calculated_side_length = find_equilateral_side_length()
    
    if abs(calculated_side_length - expected_side_length) < 1e-9:
        print("Solution is correct.")
    else:
        print("Solution is incorrect.")

check_solution()
