from collections import *

def find_remainder(n, m):
    return n % m

n = 54
m = 6

result = find_remainder(n, m)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
