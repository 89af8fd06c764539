# Importing necessary library for matrix operations
import numpy as np

# Function to compute the power of a matrix and sum it with A^31, A^40
def compute_matrix_power_sum():
    # Given matrix A
    A = np.array([[3, 7], [-1, -2]])
    
    # Computing A^27, A^31, A^40
    A_27 = np.linalg.matrix_power(A, 27)
    A_31 = np.linalg.matrix_power(A, 31)
    A_40 = np.linalg.matrix_power(A, 40)
    
    # Summing the results
    result_sum = A_27 + A_31 + A_40
    
    # Returning the result and confidence level (100 in this case for simplicity)
    return result_sum, 100

# Calling the function to compute the sum
result, confidence_level = compute_matrix_power_sum()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
