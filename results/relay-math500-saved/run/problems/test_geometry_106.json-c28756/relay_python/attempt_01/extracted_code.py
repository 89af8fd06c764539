def find_max_perimeter(a, b):
    for c in range(9, 1, -1):  # Start from the largest possible length and go downwards
        if a + b > c and a + c > b and b + c > a:  # Check triangle inequality
            return a + b + c

RESULT: 32
CONFIDENCE: 90
