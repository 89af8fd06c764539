result = 0
confidence = 100

def next_term():
    nonlocal result
    term = result
    for i in range(1, 10):
        if i % 2 == 0:
            term += i
        else:
            term *= i
    return term

while True:
    next_value = next_term()
    if next_value > 125:
        result = next_value
        confidence = 100
        break
    print(f"Attempt {next_value} of 5: Next value is {next_value}")
    if input("Enter 'q' to quit or press Enter to continue: ").lower() == 'q':
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
