import sympy

# Define the prime numbers a and b greater than 2
a, b = sympy.symbols('a b', integer=True, positive=True)

# Calculate the expression a(2a+b) - 2a^2 + ab
expression = a*(2*a+b) - 2*a**2 + a*b

# Simplify the expression
simplified_expression = sympy.simplify(expression)
print(simplified_expression)

# Determine the divisors of the simplified expression
divisors = [1]
for i in range(2, int(simplified_expression**0.5) + 1):
    if simplified_expression % i == 0:
        divisors.append(i)
        while simplified_expression % (i * i) == 0:
            divisors.append(i)

# Remove duplicates and sort the divisors
divisors = sorted(list(set(divisors)))

# Print the number of whole-number divisors
result = len(divisors)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
