# Initial tokens Ryan had
initial_tokens = 36

# Tokens spent on Pac-Man, Candy Crush, and Ski-ball
tokens_pacman = initial_tokens // 3
tokens_candy_crush = initial_tokens // 4
tokens_ski_ball = 7

# Total tokens spent
total_tokens_spent = tokens_pacman + tokens_candy_crush + tokens_ski_ball

# Tokens left after spending
tokens_left = initial_tokens - total_tokens_spent

# Tokens bought by parents
tokens_bought_by_parents = 7 * tokens_ski_ball

# Total tokens Ryan ended up with
total_tokens_end = tokens_left + tokens_bought_by_parents

# Print the result
print(f"RESULT: {total_tokens_end}")
