def multiply_to_divide_by_2_over_3(number, divisor):
    result = number * (divisor / 2)
    confidence = 100  # We can assume perfect accuracy for this simple arithmetic operation.
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")

multiply_to_divide_by_2_over_3(10, 2/3)
