from sympy import symbols, Eq, solve

# Define the variable and function
x = symbols('x')
a, b = symbols('a b')
f = a*x**4 - b*x**2 + x + 5

# Given condition f(-3) = 2
condition = Eq(f.subs(x, -3), 2)

# Solve for the relationship between a and b
solution = solve(condition, a)
a_value = solution[0]

# Substitute a back into the function to find f(3)
f_3 = f.subs({x: 3, a: a_value})

# Print the result and confidence level (100% for this problem)
print(f"RESULT: {f_3}")
print(f"CONFIDENCE: 100")
