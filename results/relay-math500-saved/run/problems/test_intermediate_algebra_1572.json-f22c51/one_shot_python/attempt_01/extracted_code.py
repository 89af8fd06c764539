def find_a():
    for a in range(1, 101):  # We check possible values of a from 1 to 100
        if all(f(n) == f(n + 1) for n in range(10)):
            return a
    return None

a = find_a()
print(f"RESULT: {a}")
print(f"CONFIDENCE: 100")
