def convert_to_base_5(num, base):
    if num == 0:
        return "0"
    
    digits = []
    while num > 0:
        digits.append(int(num % base))
        num //= base
    
    return ''.join(str(x) for x in digits[::-1])

def divide_in_base_5(dividend_str, divisor_str):
    dividend = int(dividend_str, 5)
    divisor = int(divisor_str, 5)
    
    quotient = dividend // divisor
    remainder = dividend % divisor
    
    quotient_str = convert_to_base_5(quotient, 5)
    remainder_str = convert_to_base_5(remainder, 5)
    
    return f"RESULT: {quotient_str}.{remainder_str}"
    
print(divide_in_base_5("413", "2"))
