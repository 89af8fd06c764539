# Import necessary libraries
import sympy as sp

# Define the variable and equation
a = sp.symbols('a')
equation = (3*5**2 - 4*(5-a)**2) / 3 - 63

# Solve the equation
solutions = sp.solve(equation, a)

# Sum of the solutions
sum_of_solutions = sum(solutions)
print(f"RESULT: {sum_of_solutions}")
print("CONFIDENCE: 100")  # Assuming all solutions are valid and correct
