def compute_sequence(n):
    # Initialize the first four terms of the sequence
    x = [211, 375, 420, 523]
    
    # Compute the sequence up to the n-th term
    for i in range(4, n):
        next_term = x[i-1] - x[i-2] + x[i-3] - x[i-4]
        x.append(next_term)
    
    return x

# Find the values of x_531, x_753, and x_975
x_531 = compute_sequence(531)[-1]
x_753 = compute_sequence(753)[-1]
x_975 = compute_sequence(975)[-1]

# Compute the final answer and confidence level
result = x_531 + x_753 + x_975
confidence_level = 100  # Assuming perfect accuracy for this problem

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
