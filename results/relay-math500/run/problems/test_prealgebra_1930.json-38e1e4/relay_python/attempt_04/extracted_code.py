# The magic square problem requires us to find the value of \( n \) in a given matrix.
# We know that each row, column, and diagonal sum up to the same value.

# Let's start by defining the matrix for the magic square. For this example,
# we can use a simple 3x3 magic square with the numbers from 1 to 9:
matrix = [[n-3, 2*n-9, n],
         [3, 1, n+1],
         [n+2, 2*n-8, n]]

# We need to check if the matrix is a valid magic square. This means that all rows,
# columns, and diagonals should sum up to the same value.

def is_magic_square(matrix):
    # Calculate the sum of the first row
    target_sum = sum(matrix[0])
    
    # Check rows
    for row in matrix:
        if sum(row) != target_sum:
            return False
    
    # Check columns
    for col in range(3):
        if sum([row[col] for row in matrix]) != target_sum:
            return False
    
    # Check diagonals
    if sum(matrix[i][i] for i in range(3)) != target_sum or \
       sum(matrix[i][2-i] for i in range(3)) != target_sum:
        return False
    
    return True

# We need to find the value of \( n \) that makes this matrix a valid magic square.
# We can try values of \( n \) from 1 to 9 and check if the resulting matrix is valid.

for n in range(1, 10):
    # Create the matrix for the current value of \( n \)
    matrix = [[n-3, 2*n-9, n],
             [3, 1, n+1],
             [n+2, 2*n-8, n]]
    
    # Check if the matrix is a valid magic square
    if is_magic_square(matrix):
        RESULT: n
        CONFIDENCE: 100
