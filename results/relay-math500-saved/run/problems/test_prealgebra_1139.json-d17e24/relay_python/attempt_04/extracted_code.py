def calculate_expression():
    result = 2 * (3 * 4) + 5 + 1
    return result

print("RESULT:", calculate_expression())
print("CONFIDENCE:", 100)
