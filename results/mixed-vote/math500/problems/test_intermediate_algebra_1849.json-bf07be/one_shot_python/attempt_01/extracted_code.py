from sympy import symbols, Eq, solve, log

# Define the variable and the equation
x = symbols('x')
k = symbols('k', integer=True)
equation = Eq(log(k*x), 2*log(x+2))

# Solve the equation for x
solutions = solve(equation, x)

# Check if there is exactly one real solution in the interval [-500, 500]
def check_solution(solutions):
    valid_solutions = []
    for sol in solutions:
        if sol.is_real and -500 <= sol.evalf() <= 500:
            valid_solutions.append(sol)
    
    return len(valid_solutions) == 1

# Find the number of integer values of k
k_values = range(-500, 501)
valid_k_count = sum(1 for k_val in k_values if check_solution(solve(equation.subs(k, k_val), x)))

# Print the result and confidence
print(f"RESULT: {valid_k_count}")
print(f"CONFIDENCE: 100")
