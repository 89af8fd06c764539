# Import necessary libraries
import numpy as np

# Define the matrix A
A = np.array([[2, 3], [0, -2]])

# Define a function to compute the norm of a vector v
def norm(v):
    return np.linalg.norm(v)

# Define an attempt function to find the smallest positive real number C
def attempt():
    # Initial guess for C
    C = 1.0
    
    # Initialize the maximum norm of v found so far
    max_norm_v = 0.0
    
    # Iterate until we find a suitable C or reach the maximum attempts
    for _ in range(5):
        # Generate a random vector v
        v = np.random.rand(2)
        
        # Calculate the norm of v
        norm_v = norm(v)
        
        # Check if the norm of Av is less than or equal to C * norm(v)
        if norm(A @ v) <= C * norm_v:
            # Update the maximum norm of v found so far
            max_norm_v = max(max_norm_v, norm_v)
            
            # If we have found a suitable C, return it
            return C
        
        # Otherwise, increase C and try again
        C *= 1.5
    
    # Return None if no suitable C is found within the attempts
    return None

# Call the attempt function
result = attempt()

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")
