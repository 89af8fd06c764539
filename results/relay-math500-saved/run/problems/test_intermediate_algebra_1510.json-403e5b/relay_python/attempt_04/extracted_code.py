import cmath

# Let's define the distinct complex numbers a, b, c, d such that |a| = |b| = |c| = |d| = 1 and a + b + c + d = 0.
# We'll use a specific set of values to solve this problem. For simplicity, we can choose four points on the unit circle that are equidistant apart and sum to zero.

# The points can be chosen as follows:
a = cmath.exp(2j * cmath.pi / 4)
b = cmath.exp(2j * cmath.pi / 2)
c = cmath.exp(-2j * cmath.pi / 4)
d = cmath.exp(-2j * cmath.pi / 2)

# Now we can compute the expression (a + b)(a + c)(a + d)(b + c)(b + d)(c + d).
product = (a + b) * (a + c) * (a + d) * (b + c) * (b + d) * (c + d)

# The magnitude of the product is what we are interested in.
magnitude = abs(product)
print(magnitude)
