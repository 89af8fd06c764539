import sympy as sp

# Define the terms
term1 = sp.sqrt(2)
term2 = 1 / term1
term3 = sp.sqrt(3)
term4 = 1 / term3

# Sum the terms
total_sum = term1 + term2 + term3 + term4

# Simplify the total sum
simplified_total_sum = sp.simplify(total_sum)

# Extract a, b, and c from the simplified form
a = simplified_total_sum.as_coeff_Mul(sp.sqrt(2))[0]
b = simplified_total_sum.as_coeff_Mul(sp.sqrt(3))[1]
c = sp.denom(simplified_total_sum)

# Print the results
print(f"RESULT: {a} * sqrt({2}) + {b} * sqrt({3}) / {c}")
print(f"CONFIDENCE: 100")
