def solve_expression():
    # Evaluate the expression step by step using Python's operator precedence rules
    result = 5**5 // 5**4 - 5**3 + 5**2 * 5**1
    confidence = 100  # Since the computation is straightforward, we assume high confidence
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")

# Call the function to solve and print the result
solve_expression()
