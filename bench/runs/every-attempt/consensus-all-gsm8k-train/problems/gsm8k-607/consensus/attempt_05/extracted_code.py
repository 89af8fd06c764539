# Given quantities
total_tokens = 10**6  # Sandy's total tokens
num_siblings = 4     # Number of Sandy's siblings
half_siblings = total_tokens / 2  # Half of Sandy's siblings' tokens

# Tokens for each sibling
tokens_per_sibling = half_siblings / num_siblings

# Tokens Sandy will have after splitting
sandy_tokens = total_tokens - half_siblings

# Tokens each sibling will have after splitting
sibling_tokens = tokens_per_sibling

# Difference between Sandy's tokens and her sibling's tokens
difference = sandy_tokens - sibling_tokens

print(f"RESULT: {difference}")
