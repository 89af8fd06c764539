def find_fifth_number_with_three_divisors():
    # Only numbers with three divisors are perfect squares.
    perfect_squares = [i**2 for i in range(1, 100)]
    
    # The fifth number listed is the fourth perfect square (since list index starts from 0).
    fifth_number = perfect_squares[4]
    
    return fifth_number

result = find_fifth_number_with_three_divisors()
confidence = 100  # Perfect squares have exactly three divisors, so the confidence is 100%

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
