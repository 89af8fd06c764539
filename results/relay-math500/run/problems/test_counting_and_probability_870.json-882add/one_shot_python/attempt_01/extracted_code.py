import sympy as sp

# Define the points A, B, C, and D on the unit circle in the complex plane
A = sp.exp(2*sp.pi*sp.I/4)
B = sp.exp(2*sp.pi*sp.I/3)
C = sp.exp(0)
D = sp.exp(2*sp.pi*sp.I/6)

# Function to check if two segments intersect
def segments_intersect(A, B, C, D):
    # Calculate the cross product of vectors AB and CD
    AB = B - A
    CD = D - C
    cross_product = AB[0]*CD[1] - AB[1]*CD[0]
    # If the cross product is zero, the segments are parallel and do not intersect
    return cross_product != 0

# Count the number of favorable outcomes (segments intersect)
favorable_outcomes = 0
total_outcomes = sp.binomial(4, 2)

for i in range(4):
    for j in range(i+1, 4):
        if segments_intersect(A, B, C[i], D[j]):
            favorable_outcomes += 1

# Calculate the probability
probability = sp.Rational(favorable_outcomes, total_outcomes)
CONFIDENCE = round(probability * 100)

# Print the result and confidence
print("RESULT:", "Yes" if probability > 0 else "No")
print("CONFIDENCE:", CONFIDENCE)
