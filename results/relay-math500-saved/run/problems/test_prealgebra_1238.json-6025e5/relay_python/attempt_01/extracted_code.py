def solve_problem():
    import fractions

    # Define the fractions
    lower_fraction = fractions.Fraction(1, 4)
    upper_fraction = fractions.Fraction(1, 3)

    # Find the integer x that satisfies the condition
    for x in range(2):  # We start from 2 because 1 would not satisfy the inequality
        if lower_fraction < fractions.Fraction(x, 7) < upper_fraction:
            result = x
            confidence = 100
            break

    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")

solve_problem()
