# Define the coordinates of the parallelogram
A = (5, 3)
B = (6, 8)
C = (7, 4)

# Calculate the vectors AB and AC
AB = (B[0] - A[0], B[1] - A[1])
AC = (C[0] - A[0], C[1] - A[1])

# Check if x > 7
x = 8  # Example value for x > 7

# Calculate the vector BC
BC = (C[0] - B[0], C[1] - B[1])

# Verify if the parallelogram has correct orientation by checking the dot product of AB and AC
if AB[0] * AC[0] + AB[1] * AC[1] > 0:
    # Calculate the coordinates of point D (x, y)
    D = (B[0] + BC[0], B[1] + BC[1])

    # The value of x + y
    result = D[0] + D[1]

# Print the RESULT: and CONFIDENCE:
print(f"RESULT: {result}")
print(f"CONFIDENCE: 50")
