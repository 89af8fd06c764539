def product_base8(base):
    num1 = int('6', base)
    num2 = int('7', base)
    return f"{num1 * num2} (base {base})"

print("Result:", product_base8(8))
print("CONFIDENCE: 100")
