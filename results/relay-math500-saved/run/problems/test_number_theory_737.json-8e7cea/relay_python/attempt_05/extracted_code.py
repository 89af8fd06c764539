N = 284
def sum_of_divs(N):
    divisors_sum = 0
    for i in range(1, N):
        if N % i == 0:
            divisors_sum += i
    return divisors_sum

sum_of_divs_N_sum = sum_of_divs(N)
print("Sum of proper divisors of", N, "is:", sum_of_divs_N_sum)

# Extend what the earlier attempts established; fix what failed.
try:
    result = sum_of_divs(sum_of_divs_N_sum)
except Exception as e:
    print(f"Error: {e}")
