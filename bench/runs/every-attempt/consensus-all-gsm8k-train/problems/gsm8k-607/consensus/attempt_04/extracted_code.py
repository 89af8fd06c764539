# Given quantities
total_tokens = 1_000_000
siblings = 4
sandy_tokens = total_tokens // 2

# Tokens left after Sandy
remaining_tokens = total_tokens - sandy_tokens

# Tokens each sibling receives
sibling_tokens = remaining_tokens // siblings

# Difference in tokens between Sandy and any sibling
difference = sandy_tokens - sibling_tokens

# Print the result
print(f"RESULT: {difference}")
