# Calculate the number of tokens Sandy will keep for herself
tokens_for_self = 1000000 // 2

# Calculate the number of tokens left to be divided among her siblings
tokens_to_divide = 1000000 - tokens_for_self

# Calculate the number of tokens each sibling will get
tokens_per_sibling = tokens_to_divide // 3

# Calculate how many more tokens Sandy will have than any of her siblings
more_tokens_than_siblings = tokens_for_self - tokens_per_sibling

# Print the result
print(f"RESULT: {more_tokens_than_siblings}")
