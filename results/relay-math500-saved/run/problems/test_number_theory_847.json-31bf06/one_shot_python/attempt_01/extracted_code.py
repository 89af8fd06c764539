result = ''
for power, digit in enumerate(reversed(str(555))):
    result = str(int(digit) * (5 ** power)) + result
confidence = 100

print(f'RESULT: {result}')
print(f'CONFIDENCE: {confidence}')
