def find_common_factors():
    # Factors of 14 are: 1, 2, 7, 14
    factors_14 = [i for i in range(1, 15) if 14 % i == 0]
    
    # Factors of 42 are: 1, 2, 3, 6, 7, 14, 21, 42
    factors_42 = [i for i in range(1, 43) if 42 % i == 0]
    
    # Find common factors between the two sets of factors
    common_factors = list(set(factors_14).intersection(factors_42))
    
    return len(common_factors), common_factors

# Run the function and print the result and confidence level
result, confidence_level = find_common_factors()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
