def solve_problem():
    from sympy import symbols, Eq, solve

    # Define the variable
    x = symbols('x')

    # Define the equation
    equation = Eq(3*x + 2*(1 + x), 17)

    # Solve the equation
    solution = solve(equation, x)[0]

    # Calculate the value of 6x + 5
    result_value = 6*solution + 5

    return result_value, 100

# Run the program and print the result
result, confidence = solve_problem()
print("RESULT:", result)
print("CONFIDENCE:", confidence)
