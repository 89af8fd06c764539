# Initial number of tokens Ryan started with
initial_tokens = 36

# Tokens wasted on Pac-Man
tokens_pac_man = initial_tokens / 3

# Tokens wasted on Candy Crush
tokens_candy_crush = initial_tokens / 4

# Tokens wasted on Ski-ball
tokens_ski_ball = 7

# Total tokens wasted
total_tokens_wasted = tokens_pac_man + tokens_candy_crush + tokens_ski_ball

# Tokens remaining after wasting
tokens_remaining = initial_tokens - total_tokens_wasted

# Tokens bought from parents
tokens_from_parents = 7 * tokens_ski_ball

# Total tokens Ryan ended up with
total_tokens_end = tokens_remaining + tokens_from_parents

# Print the result
print(f"RESULT: {total_tokens_end}")
