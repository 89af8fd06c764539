import math

# Initial equation coefficients
coefficients = [8, -3, -3, -1]

# Function to find the roots of the polynomial
def find_roots(coefficients):
    # Placeholder for the roots
    roots = []
    # Placeholder for the discriminant
    discriminant = 0
    # Placeholder for the real root
    real_root = 0
    
    # Calculate the discriminant
    discriminant = coefficients[1]**2 - 4*coefficients[0]*coefficients[2]
    
    # Check if the discriminant is positive, negative, or zero
    if discriminant > 0:
        # Two distinct real roots
        root1 = (-coefficients[1] + math.sqrt(discriminant)) / (2*coefficients[0])
        root2 = (-coefficients[1] - math.sqrt(discriminant)) / (2*coefficients[0])
        roots = [root1, root2]
    elif discriminant == 0:
        # One real root (repeated root)
        root = -coefficients[1] / (2*coefficients[0])
        roots = [root, root]
    else:
        # No real roots (complex roots)
        pass
    
    return roots

# Find the roots
roots = find_roots(coefficients)

# Print the roots
print("Roots:", roots)

# Check if the roots are real
if all(isinstance(root, (int, float)) for root in roots):
    # Calculate the real root in the form (sqrt[3]{a} + sqrt[3]{b} + 1) / c
    # We need to find a, b, and c such that the real root is in this form
    # Let's assume the real root is in the form (sqrt[3]{a} + sqrt[3]{b} + 1) / c
    # We can try different values of a, b, and c to find a solution
    for a in range(1, 100):
        for b in range(1, 100):
            for c in range(1, 100):
                if (a**3 + b**3 + 1) / c == roots[0]:
                    result = a + b + c
                    print("Result:", result)
                    break
            else:
                continue
            break
        else:
            continue
        break
else:
    print("No real roots found.")
