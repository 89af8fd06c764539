def simplify_expression(x):
    return 19*x + 1 - 4*x - 81

result = simplify_expression(0)  # You can use any value of x to test the function
confidence = 100  # The confidence is always 100 in this case, but you could adjust it as needed

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
