# Import necessary libraries
import math

def f(x):
    return math.exp(3*x**2 - abs(math.floor(x))) + comb(22+735235*math.floor(x), 2356) + phi(abs(math.floor(x)+1)) + 72*x**4 + 3*x**3 - 6*x**2 + 2*x + 1

def g(x):
    return math.exp(3*x**2 - abs(math.floor(x))) + comb(22+735235*math.floor(x), 2356) + phi(abs(math.floor(x)+1)) + 72*x**4 + 4*x**3 - 11*x**2 - 6*x + 13

# Initialize variables
x = 0.0
y = f(x)
z = g(x)

while True:
    # Print progress and observations
    print(f"Attempt: {x}")
    if y == z:
        print("RESULT:")
        print(y)
        print("CONFIDENCE: 100")
        break

    # Calculate next step
    x += 0.001
    y = f(x)
    z = g(x)
