from sympy import symbols, sqrt, pi

# Define the variable
x = symbols('x')

# Define the functions f and g symbolically
f = x**2  # Example odd function
g = sqrt(x)  # Example even function

# Compute the nested function f(f(g(f(g(f(x)))))) step by step
result = f.subs(x, f.subs(x, f.subs(x, f.subs(x, f.subs(x, g(x)))))
confidence = 100  # Since we are using symbolic computation, confidence is 100

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
