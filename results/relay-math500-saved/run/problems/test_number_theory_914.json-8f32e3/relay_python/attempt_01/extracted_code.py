def prime_numbers_less_than(n):
    return [i for i in range(2, n) if all(i % j != 0 for j in range(2, int(i**0.5)+1))]

def odd_numbers_greater_than_zero():
    return [i for i in range(1, 30) if i % 2 != 0]

intersection = set(prime_numbers_less_than(30)) & set(odd_numbers_greater_than_zero())
result = len(intersection)
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
