# Define the coordinates of the parallelogram
A = (5, 3)
B = (6, 8)
C = (7, 4)

# Calculate the vectors AB and AC
AB = (B[0] - A[0], B[1] - A[1])
AC = (C[0] - A[0], C[1] - A[1])

# Check if BC is parallel to AC by comparing their components
if AB == (-AC[1], AC[0]):
    # Calculate the coordinates of D using vector AD
    D = (A[0] + AB[0], A[1] + AB[1])
    
    # Verify that x > 7 and calculate the value of x + y
    if D[0] > 7:
        x, y = D
        result = f"x + y = {x + y}"
        confidence = 100  # High confidence as we have a correct solution
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: {confidence}")
    else:
        print("The coordinates do not satisfy the condition x > 7.")
else:
    print("BC is not parallel to AC, so the coordinates are incorrect.")
