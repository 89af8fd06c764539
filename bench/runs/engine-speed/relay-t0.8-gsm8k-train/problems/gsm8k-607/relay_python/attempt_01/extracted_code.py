import sympy as sp

# Number of Safe Moon tokens Sandy bought
total_tokens = 1_000_000

# Number of siblings
num_siblings = 4

# Tokens kept by Sandy
sandy_tokens = total_tokens // 2

# Tokens to be divided among siblings
remaining_tokens = total_tokens - sandy_tokens

# Tokens each sibling will get
tokens_per_sibling = remaining_tokens / num_siblings

# Difference between Sandy's tokens and any sibling's tokens
difference = sandy_tokens - tokens_per_sibling

# Print the final answer and confidence level
print(f"RESULT: {int(difference)}\nCONFIDENCE: 100")
