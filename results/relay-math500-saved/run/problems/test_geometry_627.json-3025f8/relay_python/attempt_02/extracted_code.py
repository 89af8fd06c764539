from sympy import symbols, Eq

# Define the variables
x, y = symbols('x y')

# Coordinates of the parallelogram
A = (5, 3)
B = (6, 8)
C = (7, 4)

# Given point D
D_x, D_y = x, y

# Equations for parallelism of BC and AC
eq1 = Eq(B[0] - A[0], C[0] - B[0])
eq2 = Eq(B[1] - A[1], C[1] - B[1])

# Solve the equations to find x and y
solution = solve((eq1, eq2), (x, y))
print(f"x = {solution[x]}, y = {solution[y]}")
