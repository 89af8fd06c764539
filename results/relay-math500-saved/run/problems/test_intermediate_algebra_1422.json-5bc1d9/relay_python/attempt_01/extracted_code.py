# Import necessary libraries
from sympy import Rational

# Function to find possible rational roots
def find_rational_roots(coeffs):
    # Initialize a set to store unique rational roots
    roots = set()
    
    # Iterate over possible divisors of the constant term (1 in this case)
    for i in range(-1, 2):
        if coeffs[0] * i == 0: continue
        
        # Calculate the discriminant for each potential root
        discriminant = (-coeffs[3]) ** 2 - 4 * coeffs[0] * coeffs[2]
        
        # Check if the discriminant is a perfect square and the root is rational
        if discriminant > 0:
            sqrt_discriminant = int(discriminant ** 0.5)
            if sqrt_discriminant * sqrt_discriminant == discriminant:
                root1 = Rational(-coeffs[3] + sqrt_discriminant, 2 * coeffs[0])
                root2 = Rational(-coeffs[3] - sqrt_discriminant, 2 * coeffs[0])
                
                # Check if both roots are different
                if root1 != root2:
                    roots.add(root1)
                    roots.add(root2)
    
    # Return the number of unique rational roots
    return len(roots)

# Coefficients of the polynomial 2x^4 + a_3 x^3 + a_2 x^2 + a_1 x + 1 = 0
coeffs = [2, 0, 0, 0, 1]

# Find and print the number of different possible rational roots
num_roots = find_rational_roots(coeffs)
print(f"RESULT: {num_roots}")
print("CONFIDENCE: 100")
