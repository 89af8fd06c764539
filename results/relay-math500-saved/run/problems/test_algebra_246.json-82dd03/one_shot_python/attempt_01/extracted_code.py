import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = a*x**4 - b*x**2 + x + 5

# Given condition f(-3) = 2, find the values of a and b
eq = f.subs(x, -3) - 2
a_val, b_val = sp.solve(eq, (a, b))[0]

# Substitute a and b back into the function
f = f.subs({a: a_val, b: b_val})

# Calculate f(3)
result = f.subs(x, 3)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
