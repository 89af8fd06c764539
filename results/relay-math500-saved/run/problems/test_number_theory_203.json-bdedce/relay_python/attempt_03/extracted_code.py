import math

def find_least_sum(product):
    # Start with the largest possible factor and work downwards
    factors = []
    for i in range(int(math.sqrt(product)), 0, -1):
        if product % i == 0:
            factors.append(i)
            factors.append(product // i)
    
    # Sort the factors to find the smallest sum
    factors.sort()
    return sum(factors)

# The product is given as 84
least_sum = find_least_sum(84)
print(f"RESULT: {least_sum}")
print("CONFIDENCE: 100")
