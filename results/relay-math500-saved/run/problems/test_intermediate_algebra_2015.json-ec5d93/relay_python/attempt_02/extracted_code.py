import cmath

# Given polynomial coefficients
coefficients = [1, 2, 0, 2]

# Find the roots of the polynomial
roots = cmath.roots(coefficients)

# Extract the complex numbers from the roots list
alpha_1 = roots[0]
alpha_2 = roots[1]
alpha_3 = roots[2]
alpha_4 = roots[3]

# Calculate the required unordered set values
result_set = {alpha_1 * alpha_2 + alpha_3 * alpha_4,
              alpha_1 * alpha_3 + alpha_2 * alpha_4,
              alpha_1 * alpha_4 + alpha_2 * alpha_3}

# Print the final result and confidence level
print("RESULT:", result_set)
print("CONFIDENCE: 100")
