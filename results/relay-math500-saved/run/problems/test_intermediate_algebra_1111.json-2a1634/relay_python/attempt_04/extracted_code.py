import math

# Constants and variables
track_length_eq = "2*a + 2*b - π*10**5.31415926535897932384"  # Approximation of pi for numerical purposes
attempt_count = 0

def solve(track_length_eq, variables):
    from sympy import symbols, Eq, solve

    # Define the variables
    a, b = symbols('a b')

    # Create an equation based on the track length
    eq = Eq(track_length_eq, 400)

    # Solve the system of equations
    solutions = solve(eq, (a, b))

    return solutions

while attempt_count < 5:
    attempt_count += 1
    solution = solve(track_length_eq, (a, b))
    if solution:
        a_val, b_val = solution[0]
        area = a_val * b_val
        print(f"RESULT: {area}")
        print(f"CONFIDENCE: 100")
        break
