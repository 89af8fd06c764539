import sympy as sp

# Define the complex number (1-i)
z = 1 - sp.I

# Calculate z^8
z_8 = z**8

# Calculate the magnitude of z^8
magnitude_z_8 = sp.Abs(z_8)

# Print the result and confidence level
print(f"RESULT: {magnitude_z_8}")
print(f"CONFIDENCE: 100")
