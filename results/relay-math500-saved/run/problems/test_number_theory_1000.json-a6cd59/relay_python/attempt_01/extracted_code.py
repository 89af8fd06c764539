import sympy

# Initialize variables
modulus = 83
number = 17

# Calculate the modular inverse using sympy's mod_inverse function
inverse = sympy.mod_inverse(number, modulus)

# Print the result
RESULT: inverse
CONFIDENCE: 95  # Assuming a reasonable confidence based on the solution provided by sympy
