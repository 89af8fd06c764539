import math

# Define the function to check the system of equations
def check_system(a, b):
    # Calculate y^2 from the first equation
    y_squared = b**2 + a**2 - x**2
    # Calculate the right-hand side of the second equation
    rhs = (a - x)**2 + (b - y)**2
    # Check if the two sides are equal
    return y_squared == rhs

# Define the function to find the maximum value of a/b
def find_max_a_over_b():
    max_a_over_b = 0
    # Iterate over possible values of a and b
    for a in range(1, 100):  # We can choose a reasonable range for a
        for b in range(1, a):  # b must be less than a
            # Define x before using it in the loop
            x = 0  # We can start with x = 0 for simplicity
            if check_system(a, b):
                # Calculate a/b
                a_over_b = a / b
                # Update the maximum value of a/b
                if a_over_b > max_a_over_b:
                    max_a_over_b = a_over_b
    return max_a_over_b

# Find the maximum value of a/b
max_a_over_b = find_max_a_over_b()

# Calculate the square of the maximum value of a/b
rho_squared = max_a_over_b**2

# Print the result
print(f"RESULT: {rho_squared}")
