import math

def is_perfect_cube(n):
    cube_root = round(n ** (1/3))
    return cube_root**3 == n

def find_smallest_sum_of_three_consecutive_integers():
    n = 1
    while True:
        a = n - 1
        b = n
        c = n + 1
        if is_perfect_cube(a) and is_perfect_cube(b) and is_perfect_cube(c):
            return a * b * c
        n += 1

result = find_smallest_sum_of_three_consecutive_integers()
confidence = 100  # Since we've found the smallest perfect cube, the confidence is high.
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
