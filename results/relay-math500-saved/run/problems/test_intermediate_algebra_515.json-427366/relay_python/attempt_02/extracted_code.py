from sympy import limit, oo

def find_horizontal_asymptote(f):
    try:
        horizontal_asymptote = limit(f, x, oo)
        return horizontal_asymptote
    except NameError as e:
        print("NameError:", str(e))
        return None

# Given function
f = (4*x**3 + 2*x - 4) / (3*x**3 - 2*x**2 + 5*x - 1)

# Find the horizontal asymptote
result = find_horizontal_asymptote(f)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Since we are finding the exact value, the confidence is 100.
