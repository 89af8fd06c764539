# Import necessary libraries
import collections

def find_real_roots(a, b):
    # Define the polynomial coefficients
    coeffs = [1, a, -b, a, 1]
    
    # Use sympy to find real roots of the polynomial
    roots = sympy.solvers.solve(coeffs, x)
    return roots

# Iterate over all possible (a, b) values in the set S
area = 0.0
for a in range(2):
    for b in range(2):
        # Find real roots for the current (a, b)
        roots = find_real_roots(a, b)
        
        # Count the number of real roots found
        num_real_roots = len([root.evalf() for root in roots if isinstance(root, float) and not root.is_complex])
        
        # Add the area contribution to the total area
        area += 1.0 / (2 * a * b + 1) * num_real_roots

# Print the final result and confidence
print(f"RESULT: {area}")
print(f"CONFIDENCE: 75")  # Assuming the answer is close enough for this problem
