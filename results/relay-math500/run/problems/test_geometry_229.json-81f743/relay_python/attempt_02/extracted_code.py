import sympy as sp

# Given areas of the parallelograms
area1 = 18
area2 = 72

# Let's assume a, b, c, and d are integers
a, b, c, d = sp.symbols('a b c d')

# The equations for the lines can be written as:
# y = ax + c
# y = bx + c
# y = ax - d
# y = bx - d

# The base of the parallelograms is |d - c| and the height is a (or b)
# So, the area of the first parallelogram is |d - c| * a
# The area of the second parallelogram is |d - c| * b
equation1 = sp.Eq(sp.Abs(d - c) * a, area1)
equation2 = sp.Eq(sp.Abs(d - c) * b, area2)

# Solve the equations for a and b in terms of d and c
solutions = []
for i in range(3):
    # Choose one pair of equations to solve for a and b (we have 3 pairs)
    eq1 = equation1.subs(d, sp.symbols('d')) if i == 0 else equation2.subs(d, sp.symbols('d'))
    eq2 = equation1.subs(c, sp.symbols('c')) if i == 1 else equation2.subs(c, sp.symbols('c'))
    solution = sp.solve((eq1, eq2), (a, b))
    solutions.append(solution)

# We need to check which solution satisfies both conditions
for sol in solutions:
    a_val, b_val = sol[a], sol[b]
    d_val, c_val = sp.symbols('d c')
    # Substitute the values of a and b back into the equations for d and c
    eq1 = sp.Eq(sp.Abs(d_val - c_val) * a_val, area1)
    eq2 = sp.Eq(sp.Abs(d_val - c_val) * b_val, area2)
    solution = sp.solve((eq1, eq2), (d_val, c_val))
    if solution:
        d_val, c_val = solution[d_val], solution[c_val]
        # Check if the values are positive integers
        if all(val.is_integer and val > 0 for val in [a_val, b_val, d_val, c_val]):
            result = a_val + b_val + d_val + c_val
            confidence = 100
            print(f"RESULT: {result}")
            print(f"CONFIDENCE: {confidence}")
