import math

def find_angle():
    # The problem states that PT is parallel to QR, and we need to find the measure of angle PQR.
    # In a parallel lines, corresponding angles are equal. However, the problem doesn't give us any information about the value of x.
    # We can assume x as an input or variable and then calculate the angle PQR.

    # Since no value for x is given, we cannot proceed with the calculation.
    # Instead, we will return a message indicating that the value of x needs to be provided.
    
    return "No value for x provided", 0

# The next attempt has not submitted any answer yet.
print("RESULT: No answer provided")
print("CONFIDENCE: 0")
