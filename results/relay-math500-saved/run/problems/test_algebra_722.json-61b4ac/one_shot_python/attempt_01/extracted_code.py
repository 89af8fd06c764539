def compute_expression():
    # Start with the expression 99^2 + 99 + 1
    result = (99 ** 2) + 99 + 1
    
    # Calculate confidence by comparing the actual answer to a known one or using a trusted calculation method
    # For simplicity, let's assume we know that 99^2 + 99 + 1 = 98031
    confidence = int((result - 98031) / 98031 * 100)
    
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")

# Run the function to compute and print the result
compute_expression()
