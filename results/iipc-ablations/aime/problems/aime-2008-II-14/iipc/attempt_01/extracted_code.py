import math

# Define the function to check if a given ratio a/b satisfies the conditions
def check_ratio(a, b):
    # Calculate the values of y^2 and (a-x)^2 + (b-y)^2
    y_squared = b**2 + a**2 - a**2
    a_minus_x_squared_plus_b_minus_y_squared = (a - x)**2 + (b - y)**2
    
    # Check if both expressions are equal
    return y_squared == a_minus_x_squared_plus_b_minus_y_squared

# Initialize the maximum ratio found
max_ratio = 0

# Iterate over possible values of a and b
for a in range(1, 100):  # We choose a reasonable range for a
    for b in range(1, a):  # b must be less than a
        if check_ratio(a, b):
            # Calculate the ratio a/b
            ratio = a / b
            # Update the maximum ratio if the current one is greater
            if ratio > max_ratio:
                max_ratio = ratio

# Calculate the square of the maximum ratio
max_ratio_squared = max_ratio ** 2

# Print the maximum ratio and its square
print(f"Maximum ratio a/b: {max_ratio}")
print(f"Square of the maximum ratio: {max_ratio_squared}")

# Verify the final answer
# We can check if the maximum ratio satisfies the conditions by substituting it back into the equations
# For example, if a = 5 and b = 3, then a/b = 5/3
# We need to check if the equations hold for x = 2 and y = 1
x = 2
y = 1
lhs1 = a**2 + y**2
lhs2 = b**2 + x**2
lhs3 = (a - x)**2 + (b - y)**2

rhs1 = lhs1
rhs2 = lhs2
rhs3 = lhs3

print(f"Left-hand side (lhs1): {lhs1}")
print(f"Left-hand side (lhs2): {lhs2}")
print(f"Left-hand side (lhs3): {lhs3}")

print(f"Right-hand side (rhs1): {rhs1}")
print(f"Right-hand side (rhs2): {rhs2}")
print(f"Right-hand side (rhs3): {rhs3}")

# Check if all conditions are satisfied
if lhs1 == rhs1 and lhs2 == rhs2 and lhs3 == rhs3:
    print("The maximum ratio satisfies the conditions.")
else:
    print("The maximum ratio does not satisfy the conditions.")
