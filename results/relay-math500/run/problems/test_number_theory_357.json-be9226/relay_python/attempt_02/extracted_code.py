from functools import reduce

def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

numbers = [3339, 2961, 1491]
gcd_result = reduce(gcd, numbers)

print("RESULT:", gcd_result)
print("CONFIDENCE: 100")
