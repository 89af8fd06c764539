import sympy as sp

# Define the variables
a, b = sp.symbols('a b', positive=True)

# Define the equations for the areas
eq1 = sp.Eq(18, 2 * abs(a*c) * c)
eq2 = sp.Eq(72, 2 * abs(a*c) * a)

# Iterate over a smaller range of values for a and b
min_value = float('inf')
for val in range(1, 2):  # We assume a reasonable range for positive integers
    for val_b in range(1, 2):  # We assume a reasonable range for positive integers
        for val_c in range(1, 2):  # We assume a reasonable range for positive integers
            if sp.simplify(eq1.subs({a: val})) == 0 and sp.simplify(eq2.subs({a: val, c: val_c})) == 0:
                current_value = val + val_b + val_c
                if current_value < min_value:
                    min_value = current_value

# The smallest possible value of a + b + c + d
print(f"RESULT: {min_value}")
