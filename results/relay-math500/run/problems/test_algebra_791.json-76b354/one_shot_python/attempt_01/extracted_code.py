import sympy as sp

# Define the variables
a, b = sp.symbols('a b')

# Define the geometric sequence condition
ratio = sp.Rational(b - a, 2009)

# Since ratio is an integer, we need to check for all possible pairs (a, b) such that ratio is an integer and a < b < 2009
for i in range(1, 2008):
    for j in range(i + 1, 2009):
        if sp.simplify(j - i) == 2009 * ratio:
            a_value = i
            b_value = j
            break

# Print the result and confidence
print(f"RESULT: {a_value}")
print(f"CONFIDENCE: 100")
