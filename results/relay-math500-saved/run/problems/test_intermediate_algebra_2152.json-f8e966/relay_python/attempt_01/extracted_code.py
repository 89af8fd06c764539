# Import necessary modules
from collections import defaultdict

# Function to evaluate the polynomial at a given x
def evaluate_polynomial(p, x):
    return sum(coeff * (x - root)**2 for coeff, root in zip(p.values(), p.keys()))

# Function to find the degree of the polynomial
def find_degree(p):
    # Calculate the discriminant of each quadratic term
    discriminants = [p[root]**2 - 4*p[root]*coeff for coeff, root in zip(p.values(), p.keys())]
    
    # Find the roots of the discriminants to determine the degree
    roots = []
    for discr in discriminants:
        if discr == 0:
            roots.append(0)
        else:
            sqrt_discr = math.sqrt(discr)
            roots.extend([(-sqrt_discr + root) / 2, (sqrt_discr + root) / 2])
    
    # Degree is the number of unique roots
    degree = len(set(roots))
    return degree

# Example usage
p = defaultdict(float)
p[0] = -1
p[1] = 2
p[2] = -3

degree = find_degree(p)
print(f"Degree of the polynomial: {degree}")

# RESULT: The degree of the polynomial is {degree}
# CONFIDENCE: 85
