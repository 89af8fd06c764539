def solve_problem():
    import math

    # Initial attempt
    x = 0
    while True:
        result = 10**x - 10
        if result == 9990:
            print(f"RESULT: {x}")
            print("CONFIDENCE: 100")
            return
        elif result > 9990:
            x -= 1
        else:
            x += 1

# Run the program
solve_problem()
