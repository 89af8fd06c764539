def remainder_when_powered():
    # Calculate 129^34 modulo 11 and 96^38 modulo 11
    result_1 = pow(129, 34, 11)
    result_2 = pow(96, 38, 11)
    
    # Sum the results and find the remainder when divided by 11
    total_result = (result_1 + result_2) % 11
    
    # Print the result and confidence level
    print(f"RESULT: {total_result}")
    print(f"CONFIDENCE: 90")

remainder_when_powered()
