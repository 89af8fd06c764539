# Import necessary libraries
import itertools

# Define the function f(x)
def f(x):
    return lambda *args: args[0] * (1 - args[0])

# Iterate over possible values of lambda from 0 to 4
for lambda_val in range(5):
    # Define the equation f(f(x)) = x
    def eq(x, lambda_val):
        return f(lambda *f_args: f(f(*args), lambda_val))(x) - x

    # Check if there exists an x such that f(x) != x and f(f(x)) = x
    for x in itertools.product([0, 1], repeat=2):
        if eq(x[0], lambda_val) == 0:
            if not (f(x[0]) != x[0] and eq(f(x[0]), x[0]) == 0):
                # If there is such an x, print the result and confidence
                print("RESULT:", f"f({x[0]}) = {f(x[0])} but f(f({x[0]})) != {eq(f(x[0]), x[0])}")
                print("CONFIDENCE:", 100)
                break
