import sympy as sp

# Given: sin A = 2*cos A
A = sp.symbols('A')
equation = sp.Eq(sp.sin(A), 2*sp.cos(A))

# Solve for tan A
tan_A_solution = sp.solve(equation, sp.tan(A))
print(f"RESULT: {tan_A_solution}")
print(f"CONFIDENCE: 100")
