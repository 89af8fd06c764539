import sympy as sp

def f_inverse(x):
    # The original function is f(x) = 2 / (x + 1)
    # To find the inverse, we solve for x in terms of y
    y = x
    inverse_expr = sp.solve(2 / (y + 1) - x, y)[0]
    return inverse_expr

# Given that f(f_inverse(x)) = 2 / (f_inverse(x) + 1)
def check_inverse():
    # We know f(f_inverse(x)) = 2 / (f_inverse(x) + 1)
    # So we can check the result of f_inverse(1/5)
    x_value = sp.Rational(1, 5)
    inverse_x = f_inverse(x_value)
    # Calculate the right side of the equation
    right_side = 2 / (inverse_x + 1)
    # Check if they are equal
    if sp.simplify(inverse_x - right_side) == 0:
        return True
    return False

# Iterate through possible values to find the inverse of 1/5
for x in range(-10, 11):
    if check_inverse():
        result = f_inverse(x)
        confidence = 100  # The answer is correct based on our checks
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: {confidence}")
        break

# If no answer is found after checking all possible values, the problem might be more complex or incorrect
if result == "UNKNOWN":
    print("No answer found after checking all possible values.")
