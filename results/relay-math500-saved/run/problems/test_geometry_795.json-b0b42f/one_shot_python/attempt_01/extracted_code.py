import math

# Given data
sin_R = 2/5

# Using the fact that sin(R) * sin(T) = sin(S)
sin_T = (1 - sin_R**2)**0.5

# Print the results
print("RESULT: {:.4f}".format(sin_T))
print("CONFIDENCE: 100")
