from sympy import Rational

# Initial number of tokens Sandy bought
total_tokens = 1_000_000

# Number of siblings Sandy has
num_siblings = 4

# Tokens Sandy wants to keep for herself
sandy_tokens = total_tokens // 2

# Remaining tokens after Sandy keeps some
remaining_tokens = total_tokens - sandy_tokens

# Tokens each sibling will get
tokens_per_sibling = remaining_tokens // num_siblings

# Difference in tokens between Sandy and her siblings
difference = sandy_tokens - tokens_per_sibling

# Print the result
print(f"RESULT: {difference}")

# Print the confidence level (100% for this attempt)
print("CONFIDENCE: 100")
