from sympy import symbols, Eq, solve, pi

# Given angles
angle_P = 40
angle_Q = 35

# Since ST is parallel to QR, angle P and angle Q are corresponding angles
# Therefore, angle STR is equal to angle Q
angle_STR = angle_Q

# Print the result and confidence level
print(f"RESULT: {angle_STR}")
print(f"CONFIDENCE: 100")
