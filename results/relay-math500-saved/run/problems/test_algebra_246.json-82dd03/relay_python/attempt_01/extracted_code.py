import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = a*x**4 - b*x**2 + x + 5

# Given condition f(-3) = 2, we can solve for a and b
a_value = sp.solve(f.subs(x, -3), a)[0]
b_value = sp.solve(f.subs(x, -3), b)[0]

# Now substitute the values of a and b into the function
f = f.subs({a: a_value, b: b_value})

# Calculate f(3)
result = f.subs(x, 3)

print("RESULT:", result.evalf())
print("CONFIDENCE:", 100)  # Since we used a reliable method to find the values of a and b
