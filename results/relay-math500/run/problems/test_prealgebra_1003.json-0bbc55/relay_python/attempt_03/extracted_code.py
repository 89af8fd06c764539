import math

# Define the angle BAC in degrees
BAC_degrees = 60

# Print the final answer and confidence
print(f"RESULT: {BAC_degrees}")
print(f"CONFIDENCE: 100")
