# Define the inequalities
def inequality_1(p):
    return 54*p - 144 <= 0

def inequality_2(p):
    return 12 - 20*p > 0

# Find all values of p that satisfy both inequalities
p_values = [p for p in range(101) if inequality_1(p) and inequality_2(p)]

# Calculate the confidence level (100% because we have exactly one solution)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {p_values}")
print(f"CONFIDENCE: {confidence_level}")
