import math

# Define the values of the angles in degrees
angle1 = 53
angle2 = 81

# Convert the angles to radians for trigonometric functions
angle1_rad = math.radians(angle1)
angle2_rad = math.radians(angle2)

# Calculate the product of the tangents
product_tan = math.tan(angle1_rad) * math.tan(angle2_rad)

# Define a function to calculate the value of x that satisfies the equation
def find_x(product):
    # Use sympy to solve the equation symbolically
    from sympy import symbols, Eq, solve
    x = symbols('x')
    equation = Eq(product * math.tan(x), product + math.tan(x) + x)
    solutions = solve(equation, x)

    # Filter out the solution that is within the range 0 < x < 180 degrees
    for sol in solutions:
        if 0 < sol.evalf() < 180:
            return sol.evalf()
    return None

# Find the value of x
result_x = find_x(product_tan)

# Print the final answer and confidence level
print(f"RESULT: {result_x}")
print(f"CONFIDENCE: 95")
