# Import necessary library
import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.Eq(sp.sqrt(2*x) / sp.sqrt(3*x - 1), 3/2)

# Solve the equation
solution = sp.solve(equation, x)
print(solution[0])  # Express your answer in simplest fractional form
