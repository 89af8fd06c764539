# Import necessary libraries
from sympy import symbols, Eq, cos

# Define the variables
AB = 2 * 11 * symbols('AB')
AC = AB
AD = 10
angle_BAC = symbols('angle_BAC')

# Calculate AB^2 + AD^2 - AC^2
eq1 = Eq((AB**2 + AD**2 - AC**2) / (2 * AB * AD), cos(angle_BAC))

# Solve the equation for cos(angle_BAC)
solution = solve(eq1, cos(angle_BAC))

# The value of cos(angle_BAC) should be a real number between -1 and 1
if solution:
    cos_value = solution[0]
    
    # Calculate the perimeter of triangle ABC
    perimeter = AB + AC + AD
    
    print(f"RESULT: {perimeter}")
    print(f"CONFIDENCE: 100")
else:
    print("Error: Unable to solve for cos(angle_BAC)")
