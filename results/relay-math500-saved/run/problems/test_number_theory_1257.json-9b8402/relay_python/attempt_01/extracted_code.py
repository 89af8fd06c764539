import collections

def divide_bases(dividend, divisor):
    result = []
    
    # Convert the numbers to base 10 for easier division
    dividend_base_10 = int(dividend, 5)
    divisor_base_10 = int(divisor, 5)
    
    # Perform the division
    quotient = dividend_base_10 // divisor_base_10
    
    # Convert the quotient back to base 5 and append it to the result list
    while quotient > 0:
        remainder = quotient % 5
        quotient //= 5
        result.append(str(remainder))
    
    # Reverse the list to get the correct order of digits
    result.reverse()
    
    return ''.join(result)

# Attempt 1: divide 413_5 by 2_5
dividend = '413'
divisor = '2'
quotient = divide_bases(dividend, divisor)
print(f"RESULT: {quotient}")
print("CONFIDENCE: 100")
