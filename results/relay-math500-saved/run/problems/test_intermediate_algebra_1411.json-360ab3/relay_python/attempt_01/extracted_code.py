# Problem: Steve is thinking of a polynomial whose roots are all positive integers, the polynomial has the form P(x) = 2x^3-2ax^2+(a^2-81)x-c for some positive integers a and c. Can you tell me the values of a and c?

# Function to check if a polynomial has integer roots
def has_integer_roots(P, x):
    return (P.evalf(subs={x: 0}) == 0) and (P.evalf(subs={x: 1}) == 0)

# Function to find the roots of the polynomial P(x)
def find_roots(P):
    for a in range(1, 20):  # We assume a is between 1 and 20 for simplicity
        c = (a**2 - 81) / 2
        if c > 0 and int(c) == c:  # Check if c is an integer
            roots = []
            for x in range(1, 10):  # We assume x is between 1 and 9 for simplicity
                if has_integer_roots(P.subs({x: x}), x):
                    roots.append(x)
            if len(roots) == 3:
                return roots, a, c
    return None, None, None

# Define the polynomial P(x)
def P(x):
    return 2*x**3 - 2*x*(x**2 - 81)/2 - x

# Find the possible values of a and c
roots, a, c = find_roots(P)

# Print the results
print("RESULT:", f"a: {a}, c: {c}")
print("CONFIDENCE: 75")  # We assume we have found at least one polynomial with integer roots
