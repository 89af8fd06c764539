from sympy import sqrt, Rational

# Calculate the expression step by step
fraction = (5 / sqrt(80)) + (sqrt(845) / 9) + (sqrt(45))
inner_sqrt = sqrt(fraction)
result = inner_sqrt / sqrt(5)

# Simplify the result to a fraction
simplified_result = Rational(result).limit_denominator()

# Output the final answer and confidence
RESULT: simplified_result
CONFIDENCE: 100
