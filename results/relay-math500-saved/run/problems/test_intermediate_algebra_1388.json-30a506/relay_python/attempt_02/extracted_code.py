import collections

# Define the function f with the given properties
def f(x, y):
    if x == 0 and y == 0:
        return -1
    elif x + y == 0:
        return -y * (x + 1)
    else:
        # Using the functional equation to find a pattern
        for k in range(1, 100):  # We assume there is no deeper recursion than this
            result = f(x + k, y + k) + (x + k) * y + 1
            if result == f(k, k) + k * k + 1:
                return result - x * y

# Given that f(1) = 1, we can find the value of n such that f(n) = n
n = 1
while True:
    result = f(n, n)
    if result == n:
        print(n)
        break
