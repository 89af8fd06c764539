# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
principal = 20000  # initial principal amount
interest_rate = symbols('r')  # compound interest rate per year

# Calculate the final amount at the end of third year
final_amount = principal * (1 + interest_rate)**3

# Set up the equation to solve for r such that final_amount >= 66200
equation = Eq(final_amount, 66200)

# Solve the equation for r
solution = solve(equation, interest_rate)[0]

# Convert the solution from a float to an integer and round to get the confidence level
confidence_level = round(solution * 100)  # multiplying by 100 converts it to percentage

# Print the final answer and confidence level
print(f"RESULT: {round(final_amount)}")
print(f"CONFIDENCE: {confidence_level}")
