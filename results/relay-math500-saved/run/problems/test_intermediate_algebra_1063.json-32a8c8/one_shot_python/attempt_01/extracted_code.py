# Define the function F(z)
def F(z):
    return (z + 1j) / (z - 1j)

# Initialize z_0
z = 1/137 + 1j

# Calculate z_2002 using a loop to iterate 2001 times (since z_0 is the first term)
for _ in range(2001):
    z = F(z)

# Print the result and confidence
print(f"RESULT: {z}")
print(f"CONFIDENCE: 100")
