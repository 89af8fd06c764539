import sympy as sp

# Define the variable and the equation
r = sp.symbols('r')
equation = (6*r**2 - 19*r - 7) / (2*r - 7) - (4*r - 3)

# Solve the equation
solutions = sp.solve(equation, r)

# Check which solution is valid and calculate the result and confidence level
valid_solution = None
result = None
confidence_level = None

for sol in solutions:
    if sol != sp.Rational(7, 2):
        result = sol
        # Calculate the confidence level based on a simple test
        if (6*sol**2 - 19*sol - 7) / (2*sol - 7) == 4*sol - 3:
            confidence_level = 100
        else:
            confidence_level = 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
