import sympy as sp

# Define the variable
A = sp.symbols('A')

# Given: sin A = 2 * cos A
equation = sp.sin(A) - 2 * sp.cos(A)

# Solve the equation for A
solutions = sp.solve(equation, A)

# We need to find the angle that lies in the first quadrant (0 < A < pi/2)
A_solution = [sol.evalf() for sol in solutions if sol.evalf() > 0 and sol.evalf() < sp.pi/2][0]

# Calculate tan A
tan_A = sp.tan(A_solution)

# Print the result and confidence
RESULT: tan_A
CONFIDENCE: 100  # Since we are solving it symbolically, we assume high confidence
