def quadratic_roots(a, b):
    # Calculate the roots of the original equation x^2 + ax + b = 0
    discriminant = a**2 - 4*b
    if discriminant < 0:
        return []
    root1 = (-a + discriminant**0.5) / (2*a)
    root2 = (-a - discriminant**0.5) / (2*a)
    return [root1, root2]

def check_roots(c):
    # Check if c^2 - 2 is a root of the equation x^2 + ax + b = 0
    if (c**2 - 2) == 0:
        return True
    return False

def find_quadratic_equations(a, b):
    # Find all quadratic equations with roots that satisfy the condition c^2 - 2 is also a root
    solutions = []
    for c in quadratic_roots(a, b):
        if check_roots(c):
            solutions.append((a, b, c))
    return solutions

# Initial attempt: Attempt to find all possible a and b values
attempt_1 = find_quadratic_equations(1, 0)
print("RESULT:", len(attempt_1), "CONFIDENCE:", 100)

# Subsequent attempts: Check further for other possible a and b values
for a in range(-5, 6):
    for b in range(-5, 6):
        if (a != 0) or (b != 0):
            attempt_2 = find_quadratic_equations(a, b)
            print("RESULT:", len(attempt_2), "CONFIDENCE:", 100)

print("RESULT:", 0, "CONFIDENCE:", 50)
