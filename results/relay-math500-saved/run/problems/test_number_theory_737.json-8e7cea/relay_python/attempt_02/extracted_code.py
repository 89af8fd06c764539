def sum_of_proper_divisors(n):
    divisors = [1]
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            divisors.extend([i, n // i])
    return sum(divisors)

# First attempt: Calculate the sum of proper divisors of 284
sum_284 = sum_of_proper_divisors(284)
print("Sum of proper divisors of 284:", sum_284)
print("Confidence:", 100)  # Initial confidence, will be updated

# Second attempt: Calculate the sum of proper divisors of the result from the first attempt
sum_proper_divisors_sum = sum_of_proper_divisors(sum_284)
print("Sum of proper divisors of the sum of proper divisors of 284:", sum_proper_divisors_sum)
