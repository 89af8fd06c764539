import math

def f(x):
    if x < 2 or (x - 2) <= 10 ** (-10):
        return None
    return (2 - x) / math.log(2 - math.log(x - 2))

# Test the function with a range of values to find the domain
domain = []
for x in range(-9, 11):  # Testing from -9 to 10 (including 2)
    if f(x) is not None:
        domain.append(x)

print("Domain:", interval(domain))
