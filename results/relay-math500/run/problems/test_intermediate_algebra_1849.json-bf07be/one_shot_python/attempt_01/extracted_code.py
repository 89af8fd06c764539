import sympy as sp

# Define the variable and the logarithmic equation
x = sp.symbols('x')
k = sp.symbols('k', real=True)
equation = sp.log(k*x, 10) - 2*sp.log(x+2, 10)

# Solve the equation for x in terms of k
solutions = sp.solve(equation, x)

# Find the number of integer values of k that have exactly one solution
count = 0
for k_val in range(-500, 501):
    if len(solutions) == 1:
        count += 1

# Print the result and confidence level
RESULT = count
CONFIDENCE = 100

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
