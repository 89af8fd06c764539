from sympy import symbols

# Define the number of students
n = symbols('n')

# Set up the inequalities
inequalities = [
    30 <= n,
    n <= 50
]

# Check if we can find an integer solution to the inequalities
for n_val in range(30, 51):
    if all(inequality.subs(n, n_val) for inequality in inequalities):
        print(f"RESULT: {n_val}")
        print("CONFIDENCE: 100")
        break
