from sympy import Rational, sqrt

# Given probabilities and conditions
prob_F = Rational(47, 288)
prob_opposite_F = Rational(1, 6) - prob_F
prob_other_faces = Rational(1, 6)

# Sum of opposite faces is 7
sum_opposite_faces = 7

# Calculate the probability of obtaining a sum of 7
# There are three pairs of opposite faces: (1, 6), (2, 5), and (3, 4)
prob_sum_7 = prob_F * prob_other_faces + prob_opposite_F * prob_other_faces + prob_F * prob_opposite_F

# Simplify the probability
prob_sum_7_simplified = Rational(prob_sum_7).simplify()

# Print the final answer and confidence level
print(f"RESULT: {prob_sum_7_simplified}")
print(f"CONFIDENCE: 100")
