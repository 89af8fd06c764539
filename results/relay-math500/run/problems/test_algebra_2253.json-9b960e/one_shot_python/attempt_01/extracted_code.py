import sympy as sp

a, b = 9, 2

result = (sp.sqrt(a*b + a)) / (sp.sqrt(a*b - b))
confidence = int(100 * result.is_real)

print("RESULT:", result)
print("CONFIDENCE:", confidence)
