from sympy import symbols, Eq, solve

# Given values
width = 42
area = 1638
desired_length = 390

# Define the length symbol
length = symbols('length')

# Equation for the area of the rectangle
area_eq = Eq(width * length, area)

# Solve the equation for the length
length_solution = solve(area_eq, length)[0]

# Number of rectangles that would reach the desired length
number_of_rectangles = desired_length / length_solution

print(f"RESULT: {number_of_rectangles}")
