def base9_subtraction(a, b):
    # Convert inputs to lists for easy manipulation
    a_base9 = list(str(a))
    b_base9 = list(str(b))

    # Pad the shorter list with leading zeros
    while len(a_base9) < len(b_base9):
        a_base9.insert(0, '0')
    while len(b_base9) < len(a_base9):
        b_base9.insert(0, '0')

    # Perform subtraction from right to left
    carry = 0
    result = []
    for i in range(len(a_base9) - 1, -1, -1):
        diff = int(a_base9[i]) + int(b_base9[i]) - carry
        if diff < 0:
            diff += 9
            carry = 1
        else:
            carry = 0
        result.append(str(diff))

    # Reverse the result and remove leading zeros
    result.reverse()
    while result[0] == '0':
        result.pop(0)

    return ''.join(result), int(''.join(result)) * 10  # Convert back to integer and multiply by 10 for confidence

# Given numbers in base 9
num1_base9 = 58
num2_base9 = 18

# Compute the subtraction result
result, confidence = base9_subtraction(num1_base9, num2_base9)

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
