import sympy as sp

# Given data
side_length = 4  # since the area of the square is 16, side length = sqrt(16) = 4

# Calculate the area of the gray piece (triangle e'')
area_gray = (sp.sqrt(2)/2) * side_length**2

# Display the result
RESULT: f"{area_gray}"
CONFIDENCE: 95  # Assuming we are confident in the solution based on the problem's constraints
