def check_magic_square(n):
    # Create the magic square using sympy's symbols
    from sympy import symbols, Eq, solve

    n = symbols('n')
    
    # Define the magic square matrix using sympy's matrices
    magic_square = [[n-3, 3, n+1], [n+2, 2*n-9, 1], [2, n, n-1]]
    
    # Check if the sum of each row, column, and diagonal is equal to n*(n+1)/2
    for i in range(3):
        if not Eq(sum(magic_square[i]), n*(n+1)//2) or not Eq(sum([magic_square[j][i] for j in range(3)]), n*(n+1)//2) or not Eq(sum(magic_square[i][j] + magic_square[j][i] for j in range(3)), n*(n+1)//2):
            return False
    
    # Check if the sum of each diagonal is equal to n*(n+1)/2
    diag1 = sum([magic_square[0][i] + magic_square[i][0] for i in range(3)])
    diag2 = sum([magic_square[0][2] + magic_square[2][0] for i in range(3)])
    
    if not Eq(diag1, n*(n+1)//2) or not Eq(diag2, n*(n+1)//2):
        return False
    
    return True

# Iterate through possible values of n (from 3 to 9)
for n in range(3, 10):
    result = check_magic_square(n)
    if result:
        confidence = 100
        break
else:
    confidence = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
