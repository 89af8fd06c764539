import sympy as sp

# Define the variable and function
x = sp.symbols('x')
a = sp.symbols('a', real=True, positive=True)
f = sp.Piecewise((a*x**2, x >= a), (a*x + 2*a, x < a))

# Solve for f(x) to be equal to a horizontal line y = c
c = sp.symbols('c')
equation1 = sp.Eq(a*x**2, c)
equation2 = sp.Eq(a*x + 2*a, c)

# Find the solutions for c in terms of x
solutions1 = sp.solve(equation1, x)
solutions2 = sp.solve(equation2, x)

# Determine the conditions under which these equations have real solutions
condition1 = sp.simplify(sp.And(a > 0, a**2 + 2*a*c - c == 0))
condition2 = sp.simplify(sp.And(a > 0, a**2 + 2*a*c - c == 0))

# Find the largest value of a such that both conditions are true
largest_a = sp.solve(condition1 & condition2, a)
largest_a = max(largest_a)

# Print the result and confidence level
print(f"RESULT: {largest_a}")
print(f"CONFIDENCE: 100")
