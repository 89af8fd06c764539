import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c')
k = sp.symbols('k')

# The original parabola has equation y = ax^2 + bx + c and vertex (h, k)
# The reflection about the line y = k results in the parabola with equation y = dx^2 + ex + f
# The general form of the reflected parabola can be derived from the original by reflecting over a vertical line x = h

# Let's reflect the parabola y = ax^2 + bx + c across the line y = k
h = sp.symbols('h')
# The vertex (h, k) of the original parabola
vertex_original = (h, k)

# Reflecting over the vertical line x = h means that the new vertex will be (h, 2k - k) = (h, k)
# So, the equation of the reflected parabola becomes y = a(h - x)^2 + b(h - x) + c
# Simplifying this, we get y = ah^2 - 2ahx + ax^2 + bh - bx + c
# Combining like terms, we get y = (a + a)x^2 + (-2a + b)x + (c - b)
d = a + a
e = -2*a + b
f = c - b

# Now we need to find the sum of the coefficients a, b, c, d, e, f
sum_of_coefficients = a + b + c + d + e + f

print(sum_of_coefficients)
