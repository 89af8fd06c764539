import sympy as sp

# Total number of Safe Moon tokens
total_tokens = 1_000_000

# Number of siblings Sandy has
num_siblings = 4

# Sandy wants to keep half of her siblings
tokens_for_sandy = total_tokens // 2

# Remaining tokens after Sandy keeps half
remaining_tokens = total_tokens - tokens_for_sandy

# Tokens each sibling will get
tokens_per_sibling = remaining_tokens // num_siblings

# Calculate how many more tokens Sandy has than any of her siblings
difference = tokens_for_sandy - tokens_per_sibling

# Print the final result
print(f"RESULT: {difference}")
