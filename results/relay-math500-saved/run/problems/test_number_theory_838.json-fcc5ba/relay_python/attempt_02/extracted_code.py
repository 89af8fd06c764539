import math

def count_possible_x():
    count = 0
    for i in range(1, 10):
        if math.gcd(i, math.factorial(10)) == 1:
            count += 1
    return count

result = count_possible_x()
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
