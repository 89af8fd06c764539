from sympy import Rational, sqrt

# Define the initial probabilities of each color in Bob's bag
prob_blue_bob = Rational(1, 5)
prob_green_bob = Rational(1, 5)
prob_orange_bob = Rational(1, 5)
prob_red_bob = Rational(1, 5)
prob_violet_bob = Rational(1, 5)

# Define the initial probabilities of each color in Alice's bag
prob_blue_alice = Rational(1, 5)
prob_green_alice = Rational(1, 5)
prob_orange_alice = Rational(1, 5)
prob_red_alice = Rational(1, 5)
prob_violet_alice = Rational(1, 5)

# Calculate the probability that after the process the contents of the two bags are the same
# There are three possible scenarios:
# 1. Both Bob and Alice select blue balls.
# 2. Both Bob and Alice select green balls.
# 3. Both Bob and Alice select orange balls.
# 4. Both Bob and Alice select red balls.
# 5. Both Bob and Alice select violet balls.

prob_same = (
    prob_blue_bob * prob_blue_alice +
    prob_green_bob * prob_green_alice +
    prob_orange_bob * prob_orange_alice +
    prob_red_bob * prob_red_alice +
    prob_violet_bob * prob_violet_alice
)

# Print the final answer and confidence level
print(f"RESULT: {prob_same}")
print(f"CONFIDENCE: 100")
