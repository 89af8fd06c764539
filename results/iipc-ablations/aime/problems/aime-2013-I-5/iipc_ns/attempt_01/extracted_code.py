import math

# Given polynomial equation
def polynomial(x):
    return 8*x**3 - 3*x**2 - 3*x - 1

# Solve the polynomial equation
roots = []
for x in [1/4 + (math.sqrt(5) - 1)/4, 1/4 - (math.sqrt(5) - 1)/4]:
    if polynomial(x) == 0:
        roots.append(x)

# Verify the roots
print("Roots:", roots)

# Check if the roots are in the form (1 + sqrt(5)) / 4
a = 1
b = 5
c = 4
root_check = (1 + math.sqrt(5)) / 4
print("Check if roots are in the form (1 + sqrt(5)) / 4:", root_check == roots[0])

# Calculate a + b + c
result = a + b + c
print("RESULT:", result)
