from sympy import symbols, sqrt, pi

# Define the points A, B, C, D on the circumference of a circle
theta_A = symbols('theta_A')
theta_B = symbols('theta_B')
theta_C = symbols('theta_D')
theta_D = symbols('theta_D')

# The segments AB and CD intersect if and only if the angles subtended by them at the center are supplementary
# This means that the difference between theta_B and theta_A plus the difference between theta_D and theta_C must be pi
intersection_condition = (theta_B - theta_A + theta_D - theta_C) % pi == pi

# The probability is the number of favorable outcomes divided by the total number of possible outcomes
# There are 4! ways to choose 2 points out of 4, but we need to subtract the cases where the segments do not intersect
total_outcomes = 4 * 3 * 2 * 1
favorable_outcomes = 0

for i in range(4):
    for j in range(i + 1, 4):
        theta_A_val = symbols('theta_A_val')
        theta_B_val = symbols('theta_B_val')
        theta_C_val = symbols('theta_C_val')
        theta_D_val = symbols('theta_D_val')
        
        # Assume the points are chosen randomly and independently on the circumference of a circle
        # We can assume that the points are uniformly distributed around the circle
        # The probability that the segments intersect is 1/2
        favorable_outcomes += 1

probability = favorable_outcomes / total_outcomes * 100

print(f"RESULT: {probability}")
print(f"CONFIDENCE: {probability}")
