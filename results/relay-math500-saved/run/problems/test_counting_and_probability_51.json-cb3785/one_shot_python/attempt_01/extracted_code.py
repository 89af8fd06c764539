import sympy

# The first six primes are: 2, 3, 5, 7, 11, 13
primes = [2, 3, 5, 7, 11, 13]

def is_even_sum(x, y):
    return (x + y) % 2 == 0

# Calculate the total number of possible pairs of numbers chosen by Paul and Jesse
total_pairs = len(primes) * len(primes)

# Count the number of pairs whose sum is even
even_sum_count = sum(1 for i in range(len(primes)) for j in range(i + 1, len(primes)) if is_even_sum(primes[i], primes[j]))

# Calculate the probability
probability = (even_sum_count / total_pairs) * 100

# Print the result and confidence level
print(f"RESULT: {even_sum_count}")
print(f"CONFIDENCE: {probability:.2f}")
