# Given quantities
total_tokens = 1_000_000
sibling_count = 4
sandy_tokens = total_tokens // 2

# Remaining tokens after Sandy keeps half
remaining_tokens = total_tokens - sandy_tokens

# Tokens each sibling gets
tokens_per_sibling = remaining_tokens // sibling_count

# Difference in tokens between Sandy and each sibling
difference = sandy_tokens - tokens_per_sibling

# Print the result
print(f"RESULT: {difference}")
