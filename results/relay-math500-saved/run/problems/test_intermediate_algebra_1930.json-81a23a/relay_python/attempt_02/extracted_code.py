import sympy

def find_real_roots(a, b):
    x = sympy.symbols('x')
    coeffs = [1, a, -b, a, 1]
    roots = sympy.solvers.solve(coeffs, x)
    return roots

def check_roots(roots):
    if roots:
        return True
    return False

def main():
    for a in [0, 1]:
        for b in [0, 1]:
            roots = find_real_roots(a, b)
            result = check_roots(roots)
            if result:
                print(f"({a}, {b}) has at least one real root.")
            else:
                print(f"({a}, {b}) does not have any real roots.")

if __name__ == "__main__":
    main()
