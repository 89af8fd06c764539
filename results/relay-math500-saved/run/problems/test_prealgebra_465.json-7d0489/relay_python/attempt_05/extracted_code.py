def decimal_to_repeating(num):
    num_str = str(num)
    if '.' not in num_str:
        return 0
    digits, index = [], num_str.find('.')
    while index < len(num_str) and num_str[index] == '0':
        index += 1
    return len(digits)

# Test the function with the given problem statement
print(decimal_to_repeating(31/11111))  # This should print the number of repeating digits
