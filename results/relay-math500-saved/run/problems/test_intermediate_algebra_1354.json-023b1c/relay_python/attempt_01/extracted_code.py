import sympy as sp

# Define the complex number omega satisfying omega^1997 = 1 and omega != 1
omega = sp.exp(2 * sp.pi * sp.I / 1997)

# Sum the series 1/(1 + omega) + 1/(1 + omega^2) + ... + 1/(1 + omega^1997)
# We can use the fact that (1 + omega)^k = 1 + k*omega + omega^2*k*(k-1)/2! + ...
# Therefore, 1/(1 + omega) = 1 - omega/omega^2
# So the sum is (1 - omega/omega^2) * (1 - omega^2)/(1 - omega)

# Calculate the sum
sum_series = (1 - omega / omega**2) * (1 - omega**2) / (1 - omega)
result = sp.simplify(sum_series)

# Print the result and confidence level
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
