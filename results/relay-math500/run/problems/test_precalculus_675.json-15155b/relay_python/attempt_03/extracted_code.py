import sympy as sp

# Define the matrix and vector variables
C = sp.symbols('C', positive=True, real=True)
v1, v2 = sp.symbols('v1 v2', real=True)

# Define the vectors
v = sp.Matrix([v1, v2])

# Define the matrix
A = sp.Matrix([[2, 3], [0, -2]])

# Calculate the norm of A * v and |v|
norm_A_v = A.dot(v)
norm_v = sp.sqrt(v.dot(v))

# The condition given in the problem is |A * v| <= C * |v|
# We need to find the smallest C that satisfies this for all v
# Let's substitute v1 = 0 and v2 = 0 (the zero vector) as a test case
C_test = sp.symbols('C_test', positive=True, real=True)
condition = norm_A_v.subs({v1: 0, v2: 0}) <= C_test * norm_v.subs({v1: 0, v2: 0})

# Solve the inequality for C_test
C_solution = sp.solve(condition, C_test)

# The smallest positive real number C is the minimum value of C_solution that is greater than 0
if C_solution:
    C_value = min([sol.evalf() for sol in C_solution if sol > 0])
    RESULT: C_value
    CONFIDENCE: 100
else:
    RESULT: "No solution found"
    CONFIDENCE: 0
