# Import necessary libraries
import math

# Function to calculate the length of the median QM in triangle PQR
def calculate_median_QM():
    # Given sides of the triangle
    PQ = 34
    QR = 34
    PR = 32
    
    # Using Apollonius's formula for the length of a median
    # MQ^2 = (2 * PQ^2 + 2 * QR^2 - PR^2) / 4
    MQ_squared = (2 * PQ**2 + 2 * QR**2 - PR**2) / 4
    
    # Calculate the length of QM
    MQ = math.sqrt(MQ_squared)
    
    return MQ

# Get the result from the function and calculate the confidence level
result = calculate_median_QM()
confidence_level = int(100 * (result < 50)) + int(100 * (result < 70)) + int(100 * (result < 90))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
