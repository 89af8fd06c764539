# Import necessary libraries
import sympy as sp

# Define the expression to be expanded
expr = (sp.sqrt(2) + sp.sqrt(3))**3

# Expand the expression
expanded_expr = sp.expand(expr)

# Collect terms involving sqrt(6)
terms_with_sqrt_6 = [term for term in expanded_expr.as_ordered_terms() if sp.sqrt(6).as_coefficient_dict().get(sp.sqrt(6), 0) != 0]

# Extract coefficients of sqrt(2), sqrt(3), and sqrt(6)
a = terms_with_sqrt_6[0][1]
b = terms_with_sqrt_6[1][1]
c = terms_with_sqrt_6[2][1]

# Calculate the final answer
final_answer = a + b + c

# Print the result and confidence level (assuming 5 attempts means 95% confidence for the last attempt)
print(f"RESULT: {final_answer}")
print(f"CONFIDENCE: 95")
