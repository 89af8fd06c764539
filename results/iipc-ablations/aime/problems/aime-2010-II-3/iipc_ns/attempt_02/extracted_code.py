# Define the range of a and b
a_values = range(1, 20)
b_values = range(2, 21)

# Initialize the product K
K = 1

# Calculate the product of all factors (b-a)
for a in a_values:
    for b in b_values:
        if a < b:
            K *= (b - a)

# Verify the final answer
print(f"K = {K}")
print(f"2^23 divides K: {2**23 % K == 0}")
