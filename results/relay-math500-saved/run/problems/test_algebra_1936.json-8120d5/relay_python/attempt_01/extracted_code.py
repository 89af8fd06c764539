def f(x):
    return x - 3

def q(x, b):
    return b * x + 1

# Attempt 1: Check if the problem statement is correct and find the value of b.
b = None

try:
    # Calculate f(q(1)) and check if it equals -3.
    result = f(q(1, b))
    
    if result == -3:
        print("RESULT: -3")
        print("CONFIDENCE: 100")  # Since we have a correct solution, the confidence is high.
    else:
        raise ValueError("The calculated value does not match the expected result.")
except Exception as e:
    print(f"Error: {e}")
