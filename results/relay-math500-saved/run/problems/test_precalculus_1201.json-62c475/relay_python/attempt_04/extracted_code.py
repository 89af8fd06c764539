import cmath

# Given equation
def equation(z):
    return z**4 + 4*z**3*1j - 6*z**2 - 4*z*1j - 1j

# Find the roots of the equation
roots = [root for root in cmath.roots([1, 0, 0, 0, 4, 4*1j, -6, -6*1j, -1]) if not root.imag == 0]

# Calculate the area of the convex polygon formed by their magnitudes and angles
area = abs(roots[0]*roots[2] + roots[1]*roots[3] + roots[2]*roots[4] +
          roots[3]*roots[5] + roots[4]*roots[6] + roots[5]*roots[7]) / 2

# Express the area in the form p^(a/b)
p = int(cmath.isclose(area, round(area)))
a = abs(p - round(p))
b = 1

# Print the
