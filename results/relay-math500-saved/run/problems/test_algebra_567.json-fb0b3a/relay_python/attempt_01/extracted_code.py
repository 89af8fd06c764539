def solve_equation():
    x = 0
    for i in range(-10, 20):
        if abs(5 * i - 1) == i + 3:
            return i, "RESULT: %s" % (i,), "CONFIDENCE: 100"
    return None, "RESULT: No solution found", "CONFIDENCE: 5"

result, output, confidence = solve_equation()
print(output)
print(confidence)
