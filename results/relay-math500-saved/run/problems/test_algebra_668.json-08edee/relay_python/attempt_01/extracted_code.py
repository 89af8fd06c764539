def arithmetic_sequence(a, b, c):
    return (b - a) // 1

a = 9
c = 81
x = arithmetic_sequence(a, c, 3**4)
print(f"RESULT: {x}")
print("CONFIDENCE: 100")
