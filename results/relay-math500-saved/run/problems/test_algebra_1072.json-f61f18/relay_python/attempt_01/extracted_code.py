def geometric_sequence_term(a1, r, n):
    # Calculate the nth term of a geometric sequence
    return a1 * (r ** (n - 1))

# Given values
a1 = 125 / 9
r = 5 / 3

# Calculate the eighth term
eighth_term = geometric_sequence_term(a1, r, 8)
print(f"Result: {eighth_term}")
