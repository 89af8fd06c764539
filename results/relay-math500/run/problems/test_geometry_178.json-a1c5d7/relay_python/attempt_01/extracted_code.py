import sympy as sp

# Define the angle A
A = sp.symbols('A')

# Given sin(A) = 2*cos(A)
equation = sp.sin(A) - 2*sp.cos(A)

# Solve for tan(A)
tan_A_solution = sp.solve(equation, A)[0]
tan_A = sp.tan(tan_A_solution)

# Print the result
print("RESULT:", tan_A)
print("CONFIDENCE: 100")
