from sympy import log, sin, sqrt

# Define the function y = log_2(sqrt(sin(x))) for 0 <= x < 180 degrees
def func(x):
    return log(sqrt(sin(x)), 2)

# Evaluate the function at x = 90 degrees (middle of the range)
result = func(90)
confidence = round((abs(result - result) / (max([result, 0], key=lambda y: abs(y)) + min([result, 0], key=lambda y: abs(y)))) * 100)

# Print the results
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
