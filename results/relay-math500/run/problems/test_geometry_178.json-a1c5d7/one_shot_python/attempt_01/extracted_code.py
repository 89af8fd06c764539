import sympy as sp

# Define the variable A
A = sp.symbols('A')

# Given sin(A) = 2*cos(A)
equation = sp.sin(A) - 2*sp.cos(A)

# Solve for cos(A)
cos_A_solution = sp.solve(equation, sp.cos(A))

# We need to consider both solutions because cos(A) can be positive or negative
cos_A_value1 = cos_A_solution[0]
cos_A_value2 = cos_A_solution[1]

# Now we find tan(A) using the identity tan(A) = sin(A)/cos(A)
tan_A_value1 = sp.sin(A).subs(sp.cos(A), cos_A_value1) / cos_A_value1
tan_A_value2 = sp.sin(A).subs(sp.cos(A), cos_A_value2) / cos_A_value2

# Since both solutions should give the same result, we can just print one of them
result = tan_A_value1
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
