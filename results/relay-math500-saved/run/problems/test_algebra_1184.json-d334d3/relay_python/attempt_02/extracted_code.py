def generate_sequence(n):
    sequence = [0]
    for i in range(1, n + 1):
        term = sequence[-1]
        if (i % 2 == 0):
            term += i
        else:
            term *= i
        sequence.append(term)
    return sequence

def find_first_greater_than_125():
    n = 1
    while True:
        sequence = generate_sequence(n)
        if sequence[0] > 125:
            return n
        n += 1

n = find_first_greater_than_125()
print(f"RESULT: {n}")
print(f"CONFIDENCE: 98")
