import math

# Given values
x1 = 24
y1 = 15

# Since y varies inversely as sqrt(x), we have y = k / sqrt(x)
# where k is the constant of proportionality
k = y1 * math.sqrt(x1)

# Now, we need to find x when y = 3
x3 = (3 * math.sqrt(k)) ** 2

print(f"x when y=3 is {x3:.6f}")
