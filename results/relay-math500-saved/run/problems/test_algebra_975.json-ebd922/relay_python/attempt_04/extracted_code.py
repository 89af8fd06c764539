import sympy as sp

def f(x):
    return 1 / (abs(x**2 + 3*x - 4) + abs(x**2 + 9*x + 20))

# Find the domain of f(x)
domain = []
for x_val in range(-10, 11):  # Testing a wide range of values to find the domain
    try:
        f_val = f(x_val)
        if f_val == sp.oo or f_val == -sp.oo:
            continue
        if sp.Abs(f_val) < 1e-6:  # Check if the function value is very close to 0
            continue
        domain.append(x_val)
    except ZeroDivisionError:
        continue

# Remove duplicate values and print the domain
domain = list(set(domain))
print("Result:", domain)
print("CONFIDENCE:", 100)
