# Import necessary libraries
import math

# Initial parameters
annual_wage = 20000
desired_amount = 66200
years_to_save = 3

# Calculate the required annual interest rate
def calculate_interest_rate(current_amount, desired_amount, years):
    # Using the formula for compound interest: A = P(1 + r/n)^(nt)
    # We need to solve for r (the annual interest rate)
    # where A is the future amount, P is the principal amount,
    # n is the number of times that interest is compounded per year,
    # and t is the time the money is invested for in years.
    n = 1  # Compounded annually
    r = math.log((desired_amount / current_amount) ** (1 / years), (1 + n))
    return r

# Calculate the required annual interest rate
required_rate = calculate_interest_rate(annual_wage, desired_amount, years_to_save)

# Convert the result to a percentage and round it
result_percentage = round(required_rate * 100)

# Print the result with confidence
print(f"RESULT: {result_percentage}")
print(f"CONFIDENCE: 95")
