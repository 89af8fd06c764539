# Import necessary libraries
import math

# Function to evaluate log_264
def evaluate_log():
    try:
        # Calculate log base 2 of 64
        result = math.log2(64)
        return f"RESULT: {result}"
    except Exception as e:
        return f"RESULT: Error evaluating log_264: {e}"

# Call the function to evaluate log_264 and print result
print(evaluate_log())
