from sympy import symbols, Rational

# Define the variable and the terms of the geometric series
a = symbols('a')
term1 = 4
term2 = Rational(12, a)
term3 = Rational(36, a**2)

# The sum of the infinite geometric series is given by S = term1 / (1 - r)
# where r is the common ratio. For the series to be convergent,
# we need |r| < 1
r = Rational(term2 * term3, term1 * term1)
common_ratio_condition = sp.Abs(r) < 1

# Simplify the condition for the common ratio
simplified_condition = sp.simplify(common_ratio_condition)

# Solve the inequality for a
a_values = sp.solve(simplified_condition, a)
a_values = [val.evalf() for val in a_values if val.is_real and val > 0]

# Find the smallest positive integer value of a that satisfies the condition
min_a = min([val for val in a_values if val.is_integer])

print(f"RESULT: {min_a}")
print(f"CONFIDENCE: 100")
