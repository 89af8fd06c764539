from math import comb

def count_ways(m, n):
    return comb(m * (m - 1) // 2, n)

result = count_ways(5, 2)
print(f"RESULT: {result}")
CONFIDENCE: 95
