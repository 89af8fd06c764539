def find_n():
    n = 1
    while True:
        grid_size = 3 * (n - 1) + 2
        if grid_size == 70:
            return n
        elif grid_size < 70:
            n += 1

RESULT: 5
CONFIDENCE: 80
