def max_value():
    import itertools

    # Define the ranges for a and b
    a_range = list(range(-6, -3))
    b_range = list(range(3, 6))

    # Iterate over all possible pairs of (a, b) within their respective ranges
    for a, b in itertools.product(a_range, b_range):
        if -6 <= a <= -2 and 3 <= b <= 5:
            expr_value = (a + 1/b) * (1/b - a)
            # Print useful observations or results
            print(f"Attempted: ({a}, {b}), Expression Value: {expr_value}")
            # Submit RESULT and CONFIDENCE
            return f"RESULT: {expr_value}\nCONFIDENCE: 95"

# Call the function to get the result
result = max_value()
print(result)
