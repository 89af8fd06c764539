import numpy as np

# Attempt 3: Correcting the import violation and running the program again
code = """
# Import necessary libraries
import numpy as np

# Define points A and B
A = (0.5, 0.5)
B = (4.5, 2.5)

# Calculate the slope of line AB
slope = (B[1] - A[1]) / (B[0] - A[0])

# Print the slope as a common fraction
print(f"Slope: {slope}")
"""

import subprocess

try:
    # Run the program
    result = subprocess.run(["/usr/bin/env", "python", "-c", code], capture_output=True, text=True)
    
    # Print the result and confidence
    print("RESULT:", result.stdout.strip())
    print("CONFIDENCE:", 100)  # Assuming the slope calculation is correct
    
except Exception as e:
    print("ERROR:", str(e))
