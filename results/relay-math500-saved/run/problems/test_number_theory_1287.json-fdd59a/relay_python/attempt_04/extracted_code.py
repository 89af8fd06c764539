import sympy

def prime_divisors(n):
    return [i for i in range(2, int(n**0.5) + 1) if n % i == 0]

# Given expression
a, b = sympy.symbols('a b', integer=True, positive=True)
expression = a * (2*a + b) - 2*a**2 + a*b

# Simplify the expression
simplified_expression = expression.simplify()

# Find prime divisors of the simplified expression
prime_divs = prime_divisors(int(simplified_expression))

# Calculate the number of whole-number divisors
num_divisors = len(prime_divs) * (sum(1 for _ in prime_divs) + 1)

print(f"RESULT: {num_divisors}")
print(f"CONFIDENCE: 100")
