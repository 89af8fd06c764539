from sympy import factorial, div

def count_arrangements(n):
    fact_n = factorial(n)
    fact_2 = factorial(2)
    fact_6 = factorial(6)
    result = fact_n // (fact_2 * fact_6)  # Since two people are on the sides, we divide by 2!
    
    return int(result)

# Test with the given example
result = count_arrangements(8)
confidence = 100  # Assuming a 100% confidence based on the provided answer
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
