# Import necessary libraries
import itertools

# Define the given conditions
def equations(vars):
    x1, y1, x2, y2, x3, y3 = vars
    return [
        (x1 - x2)**2 + (y1 - y2)**2 - 9,
        (x1 - x3)**2 + (y1 - y3)**2 - 16,
        (x2 - x3)**2 + (y2 - y3)**2 - 25
    ]

# Generate all possible combinations of variables
combinations = list(itertools.product(range(-4, 5), repeat=6))

# Iterate over the combinations to find a solution
for vars in combinations:
    if all(equations(vars) == [0, 0, 0]):
        # Calculate the determinant squared
        det_squared = abs(np.linalg.det(np.array([
            [vars[0], vars[1], 1],
            [vars[2], vars[3], 1],
            [vars[4], vars[5], 1]
        ])))
        print("RESULT:", det_squared)
        print("CONFIDENCE:", int(100 * (det_squared - 9) / (9 + 16 + 25)))
        break
