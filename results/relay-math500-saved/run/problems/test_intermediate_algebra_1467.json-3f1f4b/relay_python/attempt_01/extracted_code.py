def simplify_expression(n):
    total_numerator = 1.0
    total_denominator = 1.0
    
    for i in range(1, n + 1):
        numerator_term = (2**(4*i) + 1/4)
        denominator_term = ((2*i-1)**4 + 1/4)
        
        total_numerator *= numerator_term
        total_denominator *= denominator_term
        
    result = total_numerator / total_denominator
    
    return result

# Test the function with an example value of n
n = 3
result = simplify_expression(n)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
