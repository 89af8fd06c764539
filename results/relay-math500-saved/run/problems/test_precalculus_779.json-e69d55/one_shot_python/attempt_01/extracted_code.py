# Importing the complex conjugate function from sympy
from sympy import *

# Define the original complex number and the angle of rotation
z = 7 + 2*I
theta = pi / 2

# Perform the rotation by multiplying z with e^(i*theta)
result = z * exp(I * theta)

# Extracting the real and imaginary parts of the result
real_part = result.as_real_imag()[0]
imaginary_part = result.as_real_imag()[1]

# Printing the final answer and confidence level
print(f"RESULT: {real_part + imaginary_part*I}")
print(f"CONFIDENCE: 100")
