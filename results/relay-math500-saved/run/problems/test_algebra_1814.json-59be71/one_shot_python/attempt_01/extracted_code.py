import sympy as sp

# Define the variable for the two-digit number
n = sp.symbols('n', integer=True)

# Set up the equations based on the problem statement
eq1 = sp.Eq(sp.sum_digits(n), 13)
eq2 = sp.Eq(n - sp.reverse_number(n), 27)

# Solve the system of equations
solutions = sp.solve((eq1, eq2), n)
original_number = solutions[0]
reversed_number = sp.reverse_number(original_number)
sum_of_numbers = original_number + reversed_number

print(f"RESULT: {sum_of_numbers}")
print(f"CONFIDENCE: 100")
