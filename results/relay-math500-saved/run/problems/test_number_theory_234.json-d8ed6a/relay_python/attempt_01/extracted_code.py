def solve_problem():
    # We need to find two digits A and B such that (10A + B)^3 = 912673
    for A in range(1, 10):
        for B in range(0, 10):
            if (10 * A + B) ** 3 == 912673:
                return 10 * A + B

A_plus_B = solve_problem()
print(f"RESULT: {A_plus_B}")
print(f"CONFIDENCE: 100")
