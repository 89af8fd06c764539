from sympy import gcd

# Function to solve the problem
def solve_problem(a, b):
    # Calculate the greatest common factor (GCF) of a and b
    gcf = gcd(a, b)
    
    # Increase the GCF by 11
    increased_gcf = gcf + 11
    
    return increased_gcf

# Problem values
a = 6432
b = 132

# Solve the problem
result = solve_problem(a, b)

# Confidence calculation
confidence = 90  # Assuming high confidence in the solution

# Print result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
