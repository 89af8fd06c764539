# Define the function to solve for b
def find_b():
    # Initial value for a, b, c, d
    a = 1
    b = 2
    c = 3
    d = 4
    
    # Loop until convergence or a reasonable threshold is reached
    while True:
        new_a = (a + b + c + d) / 4
        new_b = (b + a + c + d) / 4
        new_c = (c + a + b + d) / 4
        new_d = (d + a + b + c) / 4
        
        if abs(new_a - a) < 1e-9 and abs(new_b - b) < 1e-9 and abs(new_c - c) < 1e-9 and abs(new_d - d) < 1e-9:
            break
        
        a, b, c, d = new_a, new_b, new_c, new_d
    
    return int(b)

# Find the value of b
b_value = find_b()

# Print the final answer and confidence level
print(f"RESULT: {b_value}")
print(f"CONFIDENCE: 100")
