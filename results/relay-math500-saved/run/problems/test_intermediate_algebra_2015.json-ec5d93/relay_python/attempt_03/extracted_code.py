import cmath

# Define the polynomial coefficients
coefficients = [1, 2, 2]

# Find the roots of the polynomial
roots = cmath.roots(coefficients)

# Calculate the required expressions for the unordered set
alpha_1_alpha_2 = roots[0] * roots[1]
alpha_1_alpha_3 = roots[0] * roots[2]
alpha_1_alpha_4 = roots[0] * roots[3]

alpha_3_alpha_4 = roots[1] * roots[2]
alpha_2_alpha_4 = roots[1] * roots[3]
alpha_1_alpha_4 = roots[2] * roots[3]

# Convert the results to a list of complex numbers
complex_numbers = [alpha_1_alpha_2, alpha_1_alpha_3, alpha_1_alpha_4,
                   alpha_3_alpha_4, alpha_2_alpha_4, alpha_1_alpha_4]

# Unpack the list into three tuples for the unordered set
result_set = tuple(sorted(complex_numbers))

print(result_set)
