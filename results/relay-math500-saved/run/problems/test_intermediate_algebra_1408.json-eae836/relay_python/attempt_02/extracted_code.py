import cmath

# Given equation: z + 1/z = (1 + sqrt(5)) / 2
z = (1 +cmath.sqrt(5)) / 2 - cmath.sqrt((1 + cmath.sqrt(5))**2 - 16)
print(f"z = {z}")

# Verify the solution by solving for z^85 and 1/z^85
z_85 = z**(85 % 20) * (-1)**(85 // 4) # Since (85/20) + (85//4) is even, we use -1
print(f"z^85 = {z_85}")

# Calculate 1/z^85
inv_z_85 = 1 / z_85
print(f"1/z^85 = {inv_z_85}")

# Verify the result by solving for z^85 and 1/z^85
result = z_85 + inv_z_85
print(f"z^85 + 1/z^85 = {result}")
