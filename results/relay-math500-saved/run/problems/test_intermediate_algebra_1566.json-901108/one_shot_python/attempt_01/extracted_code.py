import sympy as sp

# Define the variables
a, b, c, d, e, f = sp.symbols('a b c d e f')
k = sp.symbols('k')

# The vertex of the original parabola is (h,k)
# Reflecting about y=k means the x-coordinates remain the same, and the y-coordinate changes sign
# So, the new parabola's equation becomes y=-ax^2 + bx - c

# To find the coefficients d, e, f in terms of k, we need to compare the original and reflected equations at the vertex (h,k)
# At the vertex, the x-coordinate is h for both the original and reflected parabolas
# So, at x=h:
# y_original = ah^2 + bh + c
# y_reflected = -ah^2 + bh - c

# Equate the two expressions for y at x=h
eq1 = sp.Eq(ah**2 + bh + c, -ah**2 + bh - c)

# Solve for a
a_value = sp.solve(eq1, a)[0]

# Now substitute a back into the original equation to find b and c
b_c_eq = ah**2 + bh + c - (-ah**2 + bh - c)
b_c_sol = sp.simplify(b_c_eq.subs(a, a_value))

# Extract b and c from the solution
b_val, c_val = b_c_sol.as_coefficients_dict().values()

# Now we have the coefficients of the reflected parabola
# The equation of the reflected parabola is y=dx^2 + ex + f
d = -a_value  # Since a was substituted back and it becomes negative here
e = b_val   # This is directly from the simplified expression
f = c_val

# Summing up all the coefficients
result = d + e + f
confidence = 100  # Since we are given an exact solution, confidence is 100%

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
