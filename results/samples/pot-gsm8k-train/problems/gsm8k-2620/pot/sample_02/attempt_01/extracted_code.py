from sympy import Rational

tokens = Rational(36)

# Ryan wasted a third of his tokens on Pac-Man
tokens = tokens - tokens / 3

# Ryan wasted a fourth of his tokens on Candy Crush
tokens = tokens - tokens / 4

# Ryan spent 7 on Ski-ball
tokens = tokens - 7

# His parents bought him seven times as many tokens as he spent on Ski-ball
tokens += 7 * 7

print(f"RESULT: {tokens}")
