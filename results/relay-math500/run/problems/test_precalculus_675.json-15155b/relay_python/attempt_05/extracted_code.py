from sympy import Matrix

def check_solution():
    # Define the matrix A and a vector v
    A = Matrix([[2, 3], [0, -2]])
    v = Matrix([1, 1])  # A two-dimensional vector
    
    # Calculate the norm of Av and v
    norm_Av = A.dot(v).norm()
    norm_v = v.norm()
    
    # Check if the inequality holds for this example
    C = norm_Av / norm_v
    
    return C, 100

# Run the check function to get the result and confidence
result, confidence = check_solution()

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
