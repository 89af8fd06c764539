import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression
expression = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / (a*b*c)

# Function to find the minimum value of the expression
def find_min_value():
    # Initial values
    values = [(1, 1, 1), (2, 2, 1), (3, 3, 1), (4, 4, 1), (5, 5, 1)]
    min_value = float('inf')
    best_values = None
    
    for a_val, b_val, c_val in values:
        value = expression.subs({a: a_val, b: b_val, c: c_val})
        if value < min_value:
            min_value = value
            best_values = (a_val, b_val, c_val)
    
    return min_value, best_values

# Find the minimum value and the corresponding values of a, b, c
min_value, best_values = find_min_value()
print(min_value, best_values)
