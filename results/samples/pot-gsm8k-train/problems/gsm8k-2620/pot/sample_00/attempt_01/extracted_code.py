import sympy as sp

# Initial tokens Ryan had
initial_tokens = 36

# Tokens wasted on Pac-Man
tokens_pacman = initial_tokens / 3

# Tokens wasted on Candy Crush
tokens_candy_crush = initial_tokens / 4

# Tokens wasted on Ski-ball
tokens_ski_ball = 7

# Total tokens wasted
total_wasted = tokens_pacman + tokens_candy_crush + tokens_ski_ball

# Tokens left after wasted
tokens_left_after_waste = initial_tokens - total_wasted

# Tokens bought from parents
tokens_parent = 7 * tokens_ski_ball

# Total tokens Ryan ended up with
total_tokens_end = tokens_left_after_waste + tokens_parent

# Print the result
print(f"RESULT: {total_tokens_end}")
