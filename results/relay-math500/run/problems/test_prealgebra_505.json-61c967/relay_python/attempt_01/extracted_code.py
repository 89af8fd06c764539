import sympy as sp

x = sp.symbols('x')
equation = sp.Eq(x/2 + x/3, 5)
solution = sp.solve(equation, x)[0]

print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
