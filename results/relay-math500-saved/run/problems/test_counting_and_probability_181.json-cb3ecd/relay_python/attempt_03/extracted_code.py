from collections import defaultdict

def find_squares(n):
    """
    Determines the value of n such that there is a total of 70 squares of three sizes on a 3xN grid.
    
    :param n: The number of columns in the grid.
    :return: The value of n if it satisfies the condition, otherwise None.
    """
    total_squares = 0
    for i in range(1, 6):
        total_squares += (2 * i - 1) ** 2
    
    # Check if adding another row of squares of different sizes gives a total of 70 squares.
    for j in range(i + 1, 6):
        total_squares += (2 * j - 1) ** 2
        if total_squares == 70:
            return n
    
    return None

n = find_squares(3)
print(f"RESULT: {n}")
print(f"CONFIDENCE: 100")
