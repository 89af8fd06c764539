import itertools

def is_palindrome(num):
    return str(num) == str(num)[::-1]

def find_largest_palindrome_sum(limit=220):
    for a, b, c in itertools.combinations(range(1, limit), 3):
        if is_palindrome(a + b + c):
            return max(a, b, c)

result = find_largest_palindrome_sum()
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
