# Define the function f and its inverse for x <= 3
def f_inverse_x_le_3(x):
    return 3 - x

# Define the function f and its inverse for x > 3
def f_inverse_x_gt_3(x):
    return (-x**3 + 2*x**2 + 3*x)**(1/3)

# Calculate the inverses
inverse_x_le_3 = f_inverse_x_le_3(0)
inverse_x_gt_3 = f_inverse_x_gt_3(6)

# Sum the inverses
result = inverse_x_le_3 + inverse_x_gt_3

# Calculate the confidence level (100% confidence since we have exact values)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
