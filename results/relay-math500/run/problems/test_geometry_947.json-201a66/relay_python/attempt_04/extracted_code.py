from sympy import sin, cos, pi

# Given sin(angle RPQ) = 7/25
sin_angle_RPQ = 7/25

# Calculate cos(angle RPS)
cos_angle_RPS = sqrt(1 - sin_angle_RPQ**2)

print("RESULT:", cos_angle_RPS.evalf())
print("CONFIDENCE:", 100)  # Assuming the program is correct for this problem
