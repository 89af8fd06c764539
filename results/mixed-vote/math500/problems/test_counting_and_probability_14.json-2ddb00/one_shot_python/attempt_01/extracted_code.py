from sympy import Rational

# Probability that Dan wins
P_Dan = Rational(1, 2)

# Probability that Freddie wins
P_Freddie = Rational(1, 2)

# Probability that both Dan and Freddie win
P_both = P_Dan * P_Freddie

# Print the final answer and confidence level
print(f"RESULT: {P_both}")
print(f"CONFIDENCE: 50")
