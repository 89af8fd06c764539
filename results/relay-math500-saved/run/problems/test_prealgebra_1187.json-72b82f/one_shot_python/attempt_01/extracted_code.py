# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
a, b = symbols('a b')

# Given dimensions of the trapezoid
a_val = 5
b_val = 5
h_val = 3

# Formula for the area of a trapezoid
area_formula = (1/2) * (a + b) * h

# Substitute the given values into the formula
final_area = area_formula.subs({a: a_val, b: b_val})

# Print the final answer and confidence level
print("RESULT:", final_area)
print("CONFIDENCE:", 100)  # 100% confidence as we are solving this directly from given dimensions
