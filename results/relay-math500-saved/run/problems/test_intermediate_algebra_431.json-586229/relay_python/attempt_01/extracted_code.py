def factor_expression(ab, a, b):
    # Add a common factor to both terms in the expression
    # (a + 5)(b + 2)
    return (a + 5) * (b + 2)

# Attempt 1 of 5
print("Starting attempt 1")
result = factor_expression(3, 2, 4)
print(f"Result: {result}")
confidence = 100  # Initial confidence level, based on the fact that we found a solution
