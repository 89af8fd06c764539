def sum_of_proper_divisors(n):
    divisors = [1]
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            divisors.extend([i, n // i])
    return sum(divisors)

N = 284
sum_of_divs_284 = sum_of_proper_divisors(N)
print("Sum of proper divisors of the sum of proper divisors of 284:", sum_of_divs_284)

N_sum = sum_of_proper_divisors(sum_of_divs_284)
print("Sum of proper divisors of", N, "is:", sum_of_divs_N_sum)

result = sum_of_divs_N_sum
confidence = 100  # Initial confidence based on previous attempts

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
