import collections

def check_magic_square(magic_square):
    rows = magic_square[:]
    cols = [[magic_square[i][j] for i in range(4)] for j in range(4)]
    diagonals = [sum(magic_square[i][i] for i in range(4)), sum(magic_square[i][3-i] for i in range(4))]

    return rows == cols and all(diagonals) == sum(magic_square[0])

# The code below is incomplete and needs to be added
# It should define the variable 'magic_square' and then call 'check_magic_square'
# The variable should already be defined as a list of lists containing the magic square

# Example: Assume the correct magic square has been established
# magic_square = [[1, 3, 2], [4, 5, 6], [7, 8, 9]]

# Check if the code runs and returns True for the given magic square
result = check_magic_square(magic_square)
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
