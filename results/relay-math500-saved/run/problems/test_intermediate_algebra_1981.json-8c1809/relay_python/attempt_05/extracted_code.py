def f(x):
    # Calculate the value of 2 - x and log(2 - log(x - 2))
    return (2 - x) / math.log(10, 2 - math.log(x - 2))

# Check if the function is defined for a given x
try:
    result = f(5)
    print(f"The domain of the function includes {result}")
except ValueError as e:
    print(f"Error: {e}")
