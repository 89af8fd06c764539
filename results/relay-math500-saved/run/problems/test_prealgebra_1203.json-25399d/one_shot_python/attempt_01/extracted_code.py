# Importing necessary libraries
from sympy import symbols, Eq, solve

# Define the variable for original price
original_price = symbols('original_price')

# The sale price is 60% off the original price, so it can be expressed as:
# original_price * (1 - 0.60) = sale_price
equation = Eq(original_price * (1 - 0.60), 14.40)

# Solve the equation for the original price
solution = solve(equation, original_price)[0]

# Print the final answer and confidence level
RESULT: solution
CONFIDENCE: 100
