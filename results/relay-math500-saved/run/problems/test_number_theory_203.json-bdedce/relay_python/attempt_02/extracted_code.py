import math

def find_least_sum(target):
    # Find the prime factors of 84
    factors = []
    for i in range(2, int(math.sqrt(target)) + 1):
        while target % i == 0:
            factors.append(i)
            target //= i
    if target > 2:
        factors.append(target)
    
    # The least possible sum is the product of the smallest prime factors repeated
    min_sum = 1
    for factor in factors:
        min_sum *= factor
    
    return min_sum

# Test the function with the target value
target = 84
print(f"Least possible sum: {find_least_sum(target)}")
