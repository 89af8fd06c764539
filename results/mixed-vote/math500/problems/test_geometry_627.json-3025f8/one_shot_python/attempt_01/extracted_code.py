from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Coordinates of the parallelogram
A = (5, 3)
B = (6, 8)
C = (7, 4)

# The fourth vertex is (x, y) and it must satisfy the condition that the vectors AB and AC are parallel
AB = (B[0] - A[0], B[1] - A[1])
AC = (C[0] - A[0], C[1] - A[1])

# The vectors AB and AC are parallel if their cross product is zero
cross_product = AB[0]*AC[1] - AB[1]*AC[0]

# Solve for x and y
solution = solve(Eq(cross_product, 0), (x, y))

# Since we need the value of x + y and x > 7, we select the solution that satisfies these conditions
for sol in solution:
    if sol[0] > 7:
        result = sol[0] + sol[1]
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
