def arithmetic_sequence_check(x):
    a = 3**2
    c = 3**4
    
    # Check if the sequence is arithmetic
    if (c - a) / (x - a) != (c - a - x) / (x - a):
        return False, "The sequence is not arithmetic."
    
    # Check if the difference between consecutive terms is constant
    d = c - a
    
    # Calculate the integer value of x
    x_value = (a + c) // 2
    
    return True, x_value

# Attempt 1: Given that the sequence is arithmetic and we need to find x
result, confidence = arithmetic_sequence_check(None)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
