import sympy as sp

# Given f(-3) = 2, substitute x = -3 into the function to find a and b
a, b = sp.symbols('a b')
equation = a*(-3)**4 - b*(-3)**2 + (-3) + 5 - 2
solution = sp.solve(equation, (a, b))
a_value = solution[a]
b_value = solution[b]

# Define the function f(x)
x = sp.symbols('x')
f_x = a_value*x**4 - b_value*x**2 + x + 5

# Now calculate f(3)
result = f_x.subs(x, 3)
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
