def simplify_fraction(frac1, frac2):
    return frac1 * (frac2 ** -1)

# Calculate the simplified fraction
result = simplify_fraction(1/5, 8/7 / 12/20)

print("RESULT:", result)
print("CONFIDENCE:", round(result * 100))
