import itertools

def is_palindrome(n):
    return str(n) == str(n)[::-1]

# Check the sum of three consecutive integers for a three-digit palindrome and less than 220
for i in range(1, 98):  # Start from 2 to avoid 1 as the smallest two-digit number
    for j in range(i+1, i+4):
        for k in range(j+1, j+5):
            if is_palindrome(i + j + k) and (i + j + k < 220):
                largest = max(i, j, k)
                print(f"Attempt: {i}, {j}, {k}")
                print(f"Result: {largest}")
                print(f"Confidence: 100")
