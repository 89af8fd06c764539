import sympy as sp

# Define the variables
caloric_requirement = sp.symbols('caloric_requirement')

# Given information: 40 calories are 2% of daily caloric requirement
equation = sp.Eq(40, 0.02 * caloric_requirement)

# Solve for the daily caloric requirement
daily_caloric_requirement = sp.solve(equation, caloric_requirement)[0]

# Calculate the result and confidence level
result = daily_caloric_requirement
confidence_level = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
