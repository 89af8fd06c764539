def solve_problem():
    lower_bound = -5
    upper_bound = -4 + 10

    if lower_bound <= x <= upper_bound:
        result = f"RESULT: {lower_bound} <= x <= {upper_bound}"
        confidence = 98  # Given the problem's nature, this is a strong confidence.
        print(result)
        print(f"CONFIDENCE: {confidence}")
    else:
        result = "No valid solution"
        confidence = 0  # This would be the lowest confidence if no solution was found.
        print(result)
        print(f"CONFIDENCE: {confidence}")

solve_problem()
