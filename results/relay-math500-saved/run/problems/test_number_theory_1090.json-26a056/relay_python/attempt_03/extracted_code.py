import sympy

# Define the range of positive odd integers less than 2010
odd_integers = [i for i in range(1, 2010) if i % 2 != 0]

# Initialize counters for terminating decimals and their probability
terminating_count = 0
total_odd_integers = len(odd_integers)

for number in odd_integers:
    # Check if the reciprocal of the number is a terminating decimal
    if number % sympy.lcm(sympy.factorint(number)) == 0:
        terminating_count += 1

# Calculate the probability as a fraction a/b
probability = terminating_count / total_odd_integers
a, b = probability.as_numer_denom()

print(f"RESULT: {a + b}")
