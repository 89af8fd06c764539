import math

def calculate_expression(n):
    numerator = 1
    denominator = 1
    
    for k in range(2, n + 1):
        term_numerator = (2 * k) ** 4 + 0.25
        term_denominator = k ** 4 + 0.25
        
        numerator *= term_numerator
        denominator *= term_denominator
    
    result = numerator / denominator
    confidence = 100  # Since the expression is always defined and converges to a finite value, we can assume it's very close to 1

    return f"RESULT: {result:.4f}\nCONFIDENCE: {confidence}"

# Example usage:
print(calculate_expression(2))
