def sum_of_proper_divisors(n):
    divisors_sum = 1  # Start with 1 because it is a proper divisor of all numbers
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            divisors_sum += i
            if i != n // i:  # Add the complement if it's different from the square root
                divisors_sum += n // i
    return divisors_sum

# Calculate the sum of proper divisors of 284
sum_proper_divs_284 = sum_of_proper_divisors(284)

# Calculate the sum of proper divisors of the result from the previous attempt (220)
sum_proper_divs_220 = sum_of_proper_divisors(sum_proper_divs_284)

# Final answer
RESULT: sum_proper_divs_220
CONFIDENCE: 100
