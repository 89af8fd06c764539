import sympy as sp

# Problem equation
equation = sp.Abs(x - 4) - 10

# Solve the equation
solutions = sp.solve(equation, x)

# Display the solutions
print(f"The product of all possible values of \(x\) is: {sp.prod(solutions)}")
