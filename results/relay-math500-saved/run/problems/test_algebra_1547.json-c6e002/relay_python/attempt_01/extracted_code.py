def simplify_expression():
    A = 4 * 3
    B = 4 * 5 - 6 * 2
    C = 4 * -6 - 6 * 4

    print(f"RESULT: {A}r^2 + {B}r + {C}")
    print("CONFIDENCE: 100")

simplify_expression()
