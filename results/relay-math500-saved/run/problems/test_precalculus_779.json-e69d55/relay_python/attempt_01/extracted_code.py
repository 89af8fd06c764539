from cmath import rotate

# Initial complex number
z = 7 + 2j

# Apply 90 degrees counter-clockwise rotation around the origin
resulting_z = rotate(z, -90)

# Print result and confidence
print(f"RESULT: {resulting_z}")
print(f"CONFIDENCE: 100")
