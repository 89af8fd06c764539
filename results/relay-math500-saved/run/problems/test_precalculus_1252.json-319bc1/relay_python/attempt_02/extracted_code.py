import cmath

# Define the complex number omega such that omega^3 = 1
omega = cmath.exp(2 * cmath.pi / 3)
omega2 = cmath.exp(-2 * cmath.pi / 3)

# Calculate the expression
term1 = 1 / (1 + omega)
term2 = 1 / (1 + omega2)

result = term1 + term2

# Get the real and imaginary parts of the result to find the possible values
real_part = result.real
imag_part = result.imag

# Since omega^3 = 1, we know that omega + omega^2 = -1
# Therefore, the expression simplifies to (omega + omega^2) * (1 / (1 + omega) + 1 / (1 + omega^2)) = -1 * 2 = -2

print(result)
