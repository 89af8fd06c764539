# Import necessary libraries
from sympy import sqrt, simplify

# Attempt 5: Correct the code to solve the problem
# The correct approach is to use a list comprehension to simplify each term separately and then sum them up
terms = [sqrt(2) + 1/sqrt(2), sqrt(3) + 1/sqrt(3)]
simplified_terms = [simplify(term) for term in terms]
result = simplified_terms[0] + simplified_terms[1]

# Extract the coefficients and constant from the result
a = result.as_coefficient_dict().get(sqrt(2), 0)
b = result.as_coefficient_dict().get(sqrt(3), 0)
c = result.as_coefficient_dict().get(1, 0)

# Print the final answer
print(f"RESULT: {result}")
# Calculate and print the confidence level
confidence_level = (abs(a + b - 2) / (a + b)) * 100
print(f"CONFIDENCE: {confidence_level:.0f}")
