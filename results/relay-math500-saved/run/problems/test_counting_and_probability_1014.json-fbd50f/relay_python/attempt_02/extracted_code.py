from math import factorial

def count_books():
    total_arrangements = factorial(6)
    return total_arrangements

print("RESULT:", count_books())
