x = 2  # initial guess

while True:
    if 2**3 * 3**x == 72:
        print(f"RESULT: {x}")
        print("CONFIDENCE: 100")  # perfect match
        break
    x += 1
