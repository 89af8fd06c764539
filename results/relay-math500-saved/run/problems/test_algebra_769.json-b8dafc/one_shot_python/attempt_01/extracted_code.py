def sum_of_first_n_odds(n):
    return n * (2*n - 1)

N = sum_of_first_n_odds(10)  # Since the sum of first 10 odd numbers is 121

print(f"RESULT: {N}")
print(f"CONFIDENCE: 95")
