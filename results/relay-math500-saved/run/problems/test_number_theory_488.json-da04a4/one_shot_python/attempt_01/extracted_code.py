# Import necessary packages
from itertools import count

def is_palindrome(n):
    return str(n) == str(n)[::-1]

def find_largest_palindrome():
    # Start from the largest possible three-digit number and move downwards
    for n in range(999, 90, -1):
        if is_palindrome(n) and (n + 1 + n + 2) < 220:
            return max(n + 1, n + 2), CONFIDENCE: 100

# Find the largest palindrome
largest_integers = find_largest_palindrome()
RESULT: {largest_integers[0]}, {largest_integers[1]}
