# Define the equations based on the given information
from sympy import symbols, Eq, solve

# Define variables for the cost of a pencil and a jumbo eraser
pencil_cost = symbols('pencil_cost')
eraser_cost = symbols('eraser_cost')

# Create equations based on the given costs
eq1 = Eq(3*pencil_cost + 1*eraser_cost, 124)
eq2 = Eq(5*pencil_cost + 1*eraser_cost, 182)

# Solve the system of equations
solution = solve((eq1, eq2), (pencil_cost, eraser_cost))

# Extract the cost of a pencil from the solution
pencil_price_cents = solution[pencil_cost]

# Print the result and confidence level
print(f"RESULT: {pencil_price_cents}")
print(f"CONFIDENCE: 90")
