def simplify_expression(k):
    # Simplify the expression (-k + 4) + (-2 + 3k)
    simplified = (-k - 2) + (4 + 3*k)
    return simplified

# Example usage with a variable k
result = simplify_expression(5)
confidence = 100  # 100% confidence, as it's a straightforward calculation
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
