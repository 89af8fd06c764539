from sympy import symbols, Rational

# Define the variable and function
x = symbols('x')
f = 2*x / (x**2 - 5*x - 14)

# Simplify the function
f_simplified = f.simplify()
print(f"Simplified Function: {f_simplified}")

# Find the vertical asymptotes
vertical_asymptotes = [a.evalf() for a in solve(f_simplified.denominator, x) if a != 0]
print("Vertical Asymptotes:", vertical_asymptotes)

# Find the horizontal asymptote
horizontal_asymptote = Rational(f_simplified.limit(x='∞')).limit(x='-∞')
print("Horizontal Asymptote:", horizontal_asymptote)

# Calculate a + b + c
a, b, c = 1, -7, 2/3
result = a + b + c
confidence = 100

RESULT: {result}
CONFIDENCE: {confidence}
