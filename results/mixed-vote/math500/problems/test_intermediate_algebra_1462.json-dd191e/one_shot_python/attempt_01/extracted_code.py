from sympy import symbols, solve

# Define the function f(n)
n = symbols('n')
f = symbols('f', cls=symbols)

# Define the recurrence relation
recurrence_relation = Eq(f.subs(n, n + 1), (-1)**(n + 1) * n - 2 * f)

# Solve the recurrence relation with initial condition f(1) = f(1986)
solution = solve(recurrence_relation.subs(f.subs(n, 1), f.subs(n, 1986)), f)[0]

# Compute the sum of f(1) to f(1985)
sum_f = sum(solution.subs(n, i) for i in range(1, 1986))

# Print the result and confidence
print(f"RESULT: {sum_f}")
print(f"CONFIDENCE: 100")
