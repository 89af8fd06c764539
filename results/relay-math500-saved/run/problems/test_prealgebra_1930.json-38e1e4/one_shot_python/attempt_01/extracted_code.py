def find_magic_square_n():
    for n in range(2, 21):
        magic_square = [
            [n-3, 3, n+1],
            [n+2, 2n-9, 1],
            [2, n, n-1]
        ]
        
        row_sums = sum(row) for row in magic_square)
        col_sums = sum(magic_square[i][j] for i in range(3)) for j in range(3)
        diag_sums = sum(magic_square[i][i] for i in range(3)) + sum(magic_square[i][2-i] for i in range(3))
        
        if row_sums == col_sums == diag_sums:
            return n, magic_square

n, magic_square = find_magic_square_n()
print(f"RESULT: {n}")
print(f"CONFIDENCE: 100")
