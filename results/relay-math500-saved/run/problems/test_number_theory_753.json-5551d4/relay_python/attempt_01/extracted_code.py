def solve_problem():
    target = -11213141
    modulus = 18
    for n in range(modulus):
        if (n * modulus + target) % modulus == 0:
            result = n
            confidence = 100
            print(f"RESULT: {result}")
            print(f"CONFIDENCE: {confidence}")
            return

# Run the program
solve_problem()
