def f(x):
    return 2 * x - 3

def g(x):
    return x + 1

# First attempt: calculate f(5)
f_5 = f(5)

# Second attempt: subtract 1 from the result of f(5)
result_of_f_minus_1 = f_5 - 1

# Third attempt: apply g to the result of f(5) minus 1
g_result = g(result_of_f_minus_1)

# Print the final result and confidence level
print(f"RESULT: {g_result}")
print("CONFIDENCE: 100")
