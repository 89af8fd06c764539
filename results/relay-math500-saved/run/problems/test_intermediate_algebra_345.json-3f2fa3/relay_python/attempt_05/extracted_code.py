# Problem: A strictly increasing sequence of positive integers a1, a2, a3, ..., has the property that for every positive integer k,
# the subsequence a_{2k-1}, a_{2k}, a_{2k+1} is geometric and the subsequence a_{2k}, a_{2k+1}, a_{2k+2} is arithmetic.
# Suppose that a_{13} = 2016. Find a_1.

def find_sequence(a, n):
    sequence = []
    for k in range(1, n + 1):
        geometric_term = a * (k - 1) + 1
        arithmetic_term = geometric_term + a
        if not all((geometric_term == sequence[2*k-2] and arithmetic_term == sequence[2*k+1]) or
                   (arithmetic_term == sequence[2*k-2] and geometric_term == sequence[2*k+1])):
            return None
        sequence.append(geometric_term)
        sequence.append(arithmetic_term)
    return sequence

a = 13
n = 4

result_sequence = find_sequence(a, n)
if result_sequence is not None:
    print(f"a_1: {result_sequence[0]}")
else:
    print("No solution found.")
