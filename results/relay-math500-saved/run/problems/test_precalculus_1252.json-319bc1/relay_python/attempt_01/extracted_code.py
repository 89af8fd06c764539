import cmath

# Roots of the equation omega^3 = 1
roots = [cmath.exp(2j * cmath.pi * k / 3) for k in range(3)]

# Calculate the expression 1/(1 + omega) + 1/(1 + omega^2) for each root
results = [1/(1 + root) + 1/(1 + root**2) for root in roots]

# Print the results and their confidence levels (all are 0 since we simplified)
print(((results, [0]*3)))
