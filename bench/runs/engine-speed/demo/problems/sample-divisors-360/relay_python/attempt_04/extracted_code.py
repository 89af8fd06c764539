from sympy import isprime

def count_divisors(n):
    # Check if the number is prime first, which can speed up the process for large numbers
    if isprime(n):
        return 2
    count = 0
    for i in range(1, int(n**0.5) + 1):
        if n % i == 0:
            count += 2
    if i * i == n:
        count += 1
    return count

try:
    # Run the program once more with the same input to get the final answer and confidence level
    output = execute_code("count_divisors(360)")
    result, confidence = parse_output(output)
    
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")
except Exception as e:
    print(f"Error occurred: {e}")
