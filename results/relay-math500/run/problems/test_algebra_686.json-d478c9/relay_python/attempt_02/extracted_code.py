from sympy import symbols, Rational

# Define the variable a
a = symbols('a', positive=True)

# Define the geometric series sum
geometric_sum = 4 + Rational(12, a) + Rational(36, a**2)

# We need to find the smallest possible value of a such that the sum is a perfect square
# Let's check for small integer values of a

def is_perfect_square(x):
    return int(x)**2 == x

for a_val in range(1, 101):
    if is_perfect_square(geometric_sum.subs(a, a_val)):
        result = a_val
        confidence = 100  # We have the answer for this attempt
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
