import sympy as sp

# Define the variable and the polynomial equation
z = sp.symbols('z')
polynomial = z**4 + z**2 + 1

# Find the roots of the polynomial
roots = sp.solve(polynomial, z)

# Calculate the nth root of unity for each root
nths_roots = [root**(sp.N(sp.log(n)/sp.N(sp.pi)) - 1) for n in range(1, len(roots)+1)]

# Check which nth roots are equal to the original roots
for i, root in enumerate(roots):
    found_match = False
    for j, nth_root in enumerate(nths_roots):
        if sp.simplify(root - nth_root) == 0:
            found_match = True
            break
    if not found_match:
        result = i + 1
        confidence = 100  # All roots match
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: {confidence}")
        break
