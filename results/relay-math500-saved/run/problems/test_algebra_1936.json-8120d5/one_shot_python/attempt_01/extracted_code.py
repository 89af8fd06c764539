# Define the functions f and q
def f(x):
    return x - 3

def q(x, b):
    return b * x + 1

# Given that f(q(1)) = -3, we need to solve for b
b_value = None
x_value = 1

# Calculate q(1) using the given function q
q_1 = q(x_value, b_value)

# Now calculate f(q(1)) and set it equal to -3
result = f(q_1)
confidence = 100 if result == -3 else 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
